import type { Command } from 'commander'
import { Either } from 'effect'
import { comPlataforma } from '../adapters/plataforma.ts'
import { COLUNAS_COLABORADOR, importarColaboradores } from '../core/cargo-salario/importarColaboradores.ts'
import { TODAS_AUTORIDADES } from '../core/modulos.ts'
import { atorSistema } from '../core/shared/ator.ts'
import { barra, empresaDe, falhar, imprimirRelatorio, lerArquivo } from './importacao.ts'

const AJUDA = `
Colunas (cabeçalho com os nomes ou rótulos dos campos, sem diferenciar acentos e maiúsculas; ; ou , como separador):
  ${COLUNAS_COLABORADOR.join('; ')}
Obrigatórias: Nome, CPF (com ou sem máscara), Data de Nascimento, Sexo (M/F), Data de Admissão, Área Organizacional
e Cargo; Estabelecimento quando a empresa tem mais de um. Datas em dd/mm/aaaa; valores como 3.500,00 ou R$ 3.500,00;
Tipo de Salário: 1 ou Cargo (faixa salarial), 2 ou Índice (com Índice e Quantidade), 3 ou Valor (com Salário; o
padrão quando há Salário); opções pelo código ou pelo nome (Vínculo: E ou Emprego); Sim/Não.
Exemplo: tests/fixtures/colaboradores.csv`

/** `rh colaboradores …`: the staff's bulk import. */
export const registrarColaboradores = (programa: Command) => {
  const g = programa.command('colaboradores').description('talentos (colaboradores): importação em lote')

  g.command('importar')
    .description('importa talentos de um CSV: cada linha é uma admissão (o cadastro e o primeiro histórico, com as regras da API)')
    .argument('<arquivo>', 'arquivo .csv')
    .option('--empresa <id>', 'empresa dos talentos', '1')
    .option('--criar-cadastros', 'cria as áreas, cargos e faixas salariais citados que não existem')
    .option('--parcial', 'importa as linhas válidas mesmo havendo linhas recusadas')
    .addHelpText('after', AJUDA)
    .action(async (arquivo: string, o: { empresa?: string; criarCadastros?: boolean; parcial?: boolean }) => {
      const empresaId = empresaDe(o.empresa)
      if (empresaId === undefined) return falhar(`Empresa inválida: ${o.empresa}`)
      const texto = await lerArquivo(arquivo)
      if (texto === undefined) return
      const ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
      await comPlataforma(async (pl) => {
        const r = await pl.executar(
          importarColaboradores(ator, texto, { criarCadastros: o.criarCadastros === true, parcial: o.parcial === true, progresso: barra('Importando') }),
        )
        if (Either.isLeft(r)) return falhar(r.left._tag === 'NaoEncontrado' ? `Empresa ${empresaId} não encontrada` : r.left.message)
        imprimirRelatorio(r.right, o.parcial === true)
      })
    })
}
