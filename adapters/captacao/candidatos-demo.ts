import { Effect } from 'effect'
import type { Knex } from 'knex'
import { diaEmSaoPaulo } from '../../core/shared/datas.ts'
import type { RodarDemo } from '../modulo.ts'

// Demo data: 55 varied candidates (54 in the demo company, 1 in 'Filial Norte Comércio'), valid CPFs, IBGE
// cities, sub-records, résumé texts, qualification statuses, palographic exams. Deterministic.

const FEMININOS = ['Ana', 'Maria', 'Juliana', 'Fernanda', 'Patrícia', 'Camila', 'Aline', 'Letícia', 'Beatriz', 'Larissa', 'Gabriela', 'Vanessa', 'Tatiane', 'Raquel', 'Luana', 'Francisca', 'Antônia', 'Débora', 'Priscila', 'Natália', 'Jéssica', 'Simone', 'Cláudia', 'Rosângela', 'Thaís', 'Bruna', 'Mariana']
const MASCULINOS = ['José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo', 'Thiago', 'Vinícius', 'Leonardo', 'Gustavo', 'Matheus', 'Caio', 'Sérgio', 'Wellington']
const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Cavalcante', 'Bezerra', 'Holanda', 'Pinheiro']
/** IBGE city, UF, DDD and the city's CEP range (Correios), so that every address of the demo holds together. */
const CIDADES: ReadonlyArray<readonly [number, number, string, number, number]> = [
  [3550308, 35, '11', 1000000, 5999999], [3304557, 33, '21', 20000000, 23799999], [3106200, 31, '31', 30000000, 31999999],
  [2304400, 23, '85', 60000000, 61599999], [2927408, 29, '71', 40000000, 42599999], [2611606, 26, '81', 50000000, 52999999],
  [4314902, 43, '51', 90000000, 91999999], [4106902, 41, '41', 80000000, 82999999], [1302603, 13, '92', 69000000, 69099999],
  [1501402, 15, '91', 66000000, 66999999], [5208707, 52, '62', 74000000, 74899999], [3509502, 35, '19', 13000000, 13139999],
  [5300108, 53, '61', 70000000, 72799999], [4205407, 42, '48', 88000000, 88099999], [2408102, 24, '84', 59000000, 59161999],
  [2507507, 25, '83', 58000000, 58099999], [2111300, 21, '98', 65000000, 65109999], [2211001, 22, '86', 64000000, 64099999],
  [2704302, 27, '82', 57000000, 57099999], [2800308, 28, '79', 49000000, 49098999], [3205309, 32, '27', 29000000, 29099999],
  [5002704, 50, '67', 79000000, 79129999], [5103403, 51, '65', 78000000, 78109999], [2307304, 23, '88', 63000000, 63069999],
  [2312908, 23, '88', 62010000, 62099999], [2303709, 23, '85', 61600000, 61659999], [3548708, 35, '11', 9600000, 9899999],
  [3518800, 35, '11', 7000000, 7399999], [3170206, 31, '34', 38400000, 38415999],
]
/** Neighbourhood names found in cities all over Brazil (a 'Copacabana' in Fortaleza would give the demo away). */
const BAIRROS = ['Centro', 'Jardim América', 'Vila Nova', 'Santa Luzia', 'São José', 'Jardim Primavera', 'Boa Vista', 'Nossa Senhora de Fátima']
const RUAS = ['Rua das Flores', 'Avenida Brasil', 'Rua São José', 'Rua Sete de Setembro', 'Avenida Getúlio Vargas', 'Rua Quinze de Novembro', 'Travessa Santa Luzia', 'Rua Barão do Rio Branco']
const EMPRESAS_ANTERIORES = ['Comercial Nordeste Ltda', 'Supermercados Bom Preço', 'Metalúrgica Aliança', 'Têxtil Santa Clara', 'Transportadora Rápido Sul', 'Clínica Vida Plena', 'Construtora Horizonte', 'Padaria Pão Dourado', 'Banco Popular do Brasil', 'Call Center Atende Bem']
const CURSOS: ReadonlyArray<[string, string]> = [['Administração', 'Administração'], ['Engenharia de Produção', 'Engenharia'], ['Psicologia', 'Psicologia'], ['Sistemas de Informação', 'Ciência da Computação'], ['Ciências Contábeis', 'Contabilidade']]
const INSTITUICOES = ['Universidade Federal do Ceará', 'Universidade de São Paulo', 'PUC Minas', 'Universidade Estadual do Rio de Janeiro', 'Universidade de Fortaleza', 'Instituto Federal da Bahia', 'UFRGS']
const CURRICULOS = [
  'Profissional com experiência em atendimento ao cliente, vendas e rotinas administrativas. Conhecimentos em Excel avançado, emissão de notas fiscais e controle de estoque.',
  'Analista de recursos humanos com vivência em recrutamento e seleção, folha de pagamento, eSocial e treinamento. Inglês intermediário.',
  'Operador de máquinas CNC, leitura e interpretação de desenho técnico, metrologia, NR-12. Disponibilidade para turnos.',
  'Desenvolvedor de sistemas: Java, Spring Boot, TypeScript, React, SQL (PostgreSQL), Docker. Experiência com integrações e APIs REST.',
  'Representante comercial externo, carteira própria de clientes no varejo, negociação, prospecção e pós-venda. CNH categoria B e veículo próprio.',
  'Assistente administrativo: contas a pagar e a receber, conciliação bancária, arquivo e atendimento telefônico. Pacote Office.',
  'Técnico em segurança do trabalho, elaboração de PGR e PCMSO, treinamentos de NR-35 e NR-10, investigação de acidentes.',
]

/** A small deterministic generator (LCG), so the demo is the same on every install. */
const gerador = (semente: number) => {
  let x = semente
  const prox = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648
  return { n: (max: number) => Math.floor(prox() * max), de: <T>(xs: ReadonlyArray<T>): T => xs[Math.floor(prox() * xs.length)]!, chance: (p: number) => prox() < p }
}

const dataIso = (ano: number, mes: number, dia: number) => `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`

/** Demo data of this slice, run after the platform's demo (empresa 1 = 'Empresa Demonstração'). */
export const semearDemoCandidatos = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const norte = await knex('empresas').where('nome', 'Filial Norte Comércio').first('id')
  const [{ calcularDvCpf }, { salvarCandidato }, { examesPalografico }] = await Promise.all([
    import('../../core/shared/br/cpf.ts'),
    import('../../core/captacao/salvarCandidato.ts'),
    import('../../core/captacao/exames-palografico.ts'),
  ])
  const { Repositorio } = await import('../../core/shared/repositorio.ts')
  const ids = async (tabela: string, e = empresaId) => (await knex(tabela).where('empresaId', e).orderBy('id').select('id', 'nome')) as Array<{ id: number; nome: string }>
  const cargosIds = await ids('cargos')
  const areasInteresseIds = await ids('areasInteresse')
  const areasFormacaoIds = await ids('areasFormacao')
  const comoSoube = await ids('comoFicouSabendoVaga')
  const idiomasIds = await ids('idiomas')
  if (!cargosIds.length) return
  const g = gerador(20240601)
  // Ages and dates count from this year, so the demo stays alive (a 19-year-old never has a finished degree).
  const anoAtual = Number(diaEmSaoPaulo(Date.now()).slice(0, 4))
  const usados = new Set<string>()
  const cpfNovo = () => {
    for (;;) {
      const corpo = String(100_000_000 + g.n(899_999_999)).padStart(9, '0')
      const cpf = corpo + calcularDvCpf(corpo)
      if (!usados.has(cpf) && !/^(\d)\1+$/.test(cpf)) {
        usados.add(cpf)
        return cpf
      }
    }
  }
  const candidatosDemo: Array<Record<string, unknown>> = []
  for (let i = 0; i < 54; i++) {
    const feminino = i % 2 === 0
    const nome = `${g.de(feminino ? FEMININOS : MASCULINOS)} ${g.de(SOBRENOMES)} ${g.de(SOBRENOMES)}`
    const [cidadeId, ufId, ddd, cepMin, cepMax] = g.de(CIDADES)
    const idade = 18 + g.n(40)
    const anoNasc = anoAtual - idade
    const primeiroEmprego = idade < 21 && g.chance(0.6)
    const cargoPrincipal = cargosIds[i % cargosIds.length]!
    const experiencias = primeiroEmprego
      ? []
      : Array.from({ length: 1 + g.n(3) }, (_, k) => {
          const anoAdm = Math.min(anoAtual - 1, anoNasc + 18 + k * 3 + g.n(2))
          const outro = g.chance(0.3)
          return {
            empresa: g.de(EMPRESAS_ANTERIORES),
            ...(outro ? { checkNomeCargo: true, nomeMercado: g.de(['Auxiliar de Escritório', 'Atendente', 'Estoquista', 'Recepcionista', 'Auxiliar de Produção']) } : { cargo: { id: g.de(cargosIds).id } }),
            salario: (1500 + g.n(6000)) * 100,
            dataAdmissao: dataIso(anoAdm, 1 + g.n(12), 1 + g.n(28)),
            ...(k > 0 || g.chance(0.5) ? { dataDesligamento: dataIso(Math.min(anoAtual, anoAdm + 1 + g.n(2)), 1 + g.n(12), 1 + g.n(28)), motivoSaida: g.de(['Pedido de demissão', 'Fim de contrato', 'Mudança de cidade', 'Nova oportunidade']) } : {}),
          }
        })
    const [curso, area] = g.de(CURSOS)
    const areaFormacao = areasFormacaoIds.find((a) => a.nome === area) ?? areasFormacaoIds[0]
    // A degree ends at 21–25; one that would end after this year is still in progress (no end year yet).
    const conclusao = anoNasc + 21 + g.n(5)
    const graduacao = areaFormacao && g.chance(0.7) ? (conclusao <= anoAtual ? ({ situacao: 'COMPLETO', conclusao: String(conclusao) } as const) : ({ situacao: 'EM_ANDAMENTO' } as const)) : undefined
    // Schooling agrees with the degree: '09' superior completo, '08' incompleto, else médio ('07') or below.
    const escolaridade = graduacao?.situacao === 'COMPLETO' ? g.de(['09', '09', '10', '11']) : graduacao ? '08' : g.de(['05', '07', '07'])
    const semCpf = i % 17 === 5
    const semNascimento = i % 19 === 7
    candidatosDemo.push({
      nome,
      cpf: semCpf ? undefined : i === 0 ? '12345678909' : cpfNovo(),
      ...(i === 0 ? { senha: 'demo123', confirmaSenha: 'demo123' } : {}),
      sexo: feminino ? 'F' : 'M',
      // One birth year typed wrong (1919 for 1991): complete data, but inconsistent → NAO_QUALIFICADO.
      dataNascimento: semNascimento ? undefined : i === 12 ? '1919-05-10' : dataIso(anoNasc, 1 + g.n(12), 1 + g.n(28)),
      estadoCivil: g.de(['01', '01', '03', '05', '07']),
      escolaridade,
      etniaRaca: g.de(['2', '4', '8', '8', '6', '1']),
      email: `${nome.split(' ')[0]!.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}.${i + 1}@exemplo.com.br`,
      dddCelular: ddd,
      foneCelular: `9${String(8000_0000 + g.n(1999_9999))}`,
      cep: String(cepMin + g.n(cepMax - cepMin + 1)).padStart(8, '0'),
      logradouro: g.de(RUAS),
      numero: String(10 + g.n(2000)),
      bairro: g.de(BAIRROS),
      ufId,
      cidadeId,
      cargos: g.chance(0.4) && cargosIds.length > 1 ? [cargoPrincipal.id, cargosIds[(i + 1) % cargosIds.length]!.id] : [cargoPrincipal.id],
      areasInteresse: [g.de(areasInteresseIds).id],
      comoFicouSabendoVagaId: g.chance(0.9) ? g.de(comoSoube).id : undefined,
      pretencaoSalarial: (2000 + g.n(8000)) * 100,
      colocacao: g.de(['E', 'E', 'E', 'S', 'T']),
      primeiroEmprego,
      experiencias,
      formacao: areaFormacao && graduacao ? [{ areaFormacao: { id: areaFormacao.id }, curso, local: g.de(INSTITUICOES), tipo: 'GRADUACAO', ...graduacao }] : [],
      candidatoIdiomas: g.chance(0.5) && idiomasIds.length ? [{ idioma: { id: g.de(idiomasIds).id }, nivel: g.de(['BASICO', 'INTERMEDIARIO', 'AVANCADO']) }] : [],
      certificados: g.chance(0.3)
        ? [{ titulo: g.de(['NR-35 Trabalho em Altura', 'Excel Avançado', 'Atendimento ao Cliente', 'Liderança de Equipes']), organizacao: g.de(['SENAI', 'SENAC', 'SEBRAE', 'Fundação Bradesco']), tipo: 'CURSO', dataInicio: '2023-03-01', dataFim: '2023-03-20', cargaHorariaTotal: 40 * 60, cargaHorariaDiaria: 4 * 60 }]
        : [],
      conhecimentos: g.chance(0.6) ? [g.de(['Excel', 'Atendimento', 'Vendas', 'SQL', 'Logística']), g.de(['Word', 'Negociação', 'Java', 'Power BI', 'Empilhadeira'])] : [],
      ocrTexto: g.chance(0.45) ? `${nome}\n${g.de(CURRICULOS)}` : undefined,
      disponivel: g.chance(0.9),
      qualificado: g.chance(0.5),
      possuiVeiculo: g.chance(0.3),
    })
  }
  const programa = Effect.gen(function* () {
    const escopo = { usuarioId: 1, empresaId, empresasVisiveis: [empresaId, ...(norte ? [Number(norte.id)] : [])] }
    const criados: number[] = []
    for (const [i, c] of candidatosDemo.entries()) {
      const limpo = Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined))
      // The first one logs in to the portal (CPF 123.456.789-09, demo123), the privacy term accepted.
      criados.push((yield* Effect.orDie(salvarCandidato(escopo, limpo, i === 0 ? { estado: { aceitoPoliticaSeguranca: true } } : {}))).id)
    }
    const repo = yield* Repositorio
    for (const [k, id] of criados.slice(0, 6).entries()) {
      yield* Effect.orDie(repo.create(examesPalografico, escopo, { candidatoId: id, data: dataIso(2025, 1 + k, 10 + k), produtividade: 480 + k * 35, nor: 4 + k, resultado: k === 3 ? 'REAVALIAR' : 'APTO' }))
    }
    return criados
  })
  const criados = await rodar(programa)
  // Spread registration dates over the last 20 months (statistics and period filters look alive); three
  // candidates untouched for 30 months show what the LGPD purge (24 months in the demo company) would remove.
  const agora = Date.now()
  const mes = 30 * 24 * 3600 * 1000
  for (const [k, id] of criados.entries()) {
    const meses = k >= criados.length - 3 ? 30 : (k * 7) % 20
    const em = new Date(agora - meses * mes - (k % 9) * 24 * 3600 * 1000).toISOString()
    await knex('candidatos').where('id', id).update({ criadoEm: em, atualizadoEm: em })
  }
  // Two rows as an older registration path leaves them: no check has judged them yet.
  await knex('candidatos').whereIn('id', [criados[20]!, criados[33]!]).update({ qualificacaoCadastral: 'NAO_VERIFICADO', mensagemQualificacao: null })
}
