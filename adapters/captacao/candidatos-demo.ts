import { Effect } from 'effect'
import type { Knex } from 'knex'
import { diaEmSaoPaulo } from '../../core/shared/datas.ts'
import type { RodarDemo } from '../modulo.ts'
import { BAIRROS, CIDADES, CURSOS, dataIso, EMPRESAS_ANTERIORES, FEMININOS, gerador, INSTITUICOES, MASCULINOS, RUAS, SOBRENOMES } from '../db/demo-pessoas.ts'

// Demo data: 55 varied candidates (54 in the demo company, 1 in 'Filial Norte Comércio'), valid CPFs, IBGE
// cities, sub-records, résumé texts, qualification statuses, palographic exams. Deterministic.

const CURRICULOS = [
  'Profissional com experiência em atendimento ao cliente, vendas e rotinas administrativas. Conhecimentos em Excel avançado, emissão de notas fiscais e controle de estoque.',
  'Analista de recursos humanos com vivência em recrutamento e seleção, folha de pagamento, eSocial e treinamento. Inglês intermediário.',
  'Operador de máquinas CNC, leitura e interpretação de desenho técnico, metrologia, NR-12. Disponibilidade para turnos.',
  'Desenvolvedor de sistemas: Java, Spring Boot, TypeScript, React, SQL (PostgreSQL), Docker. Experiência com integrações e APIs REST.',
  'Representante comercial externo, carteira própria de clientes no varejo, negociação, prospecção e pós-venda. CNH categoria B e veículo próprio.',
  'Assistente administrativo: contas a pagar e a receber, conciliação bancária, arquivo e atendimento telefônico. Pacote Office.',
  'Técnico em segurança do trabalho, elaboração de PGR e PCMSO, treinamentos de NR-35 e NR-10, investigação de acidentes.',
]

/** Demo data of this slice, run after the platform's demo (empresa 1 = 'Empresa Demonstração'). */
export const semearDemoCandidatos = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const norte = await knex('empresas').where('nome', 'Filial Norte Comércio').first('id')
  const [{ calcularDvCpf }, { salvarCandidato }, { examesPalografico }, { candidatos }, { alterar, criar }, { atorSistema }, { TODAS_AUTORIDADES }] = await Promise.all([
    import('../../core/shared/br/cpf.ts'),
    import('../../core/captacao/salvarCandidato.ts'),
    import('../../core/captacao/exames-palografico.ts'),
    import('../../core/captacao/candidatos.ts'),
    import('../../core/shared/crud.ts'),
    import('../../core/shared/ator.ts'),
    import('../../core/modulos.ts'),
  ])
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
    const ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId, ...(norte ? [Number(norte.id)] : [])] }, TODAS_AUTORIDADES)
    const criados: number[] = []
    for (const [i, c] of candidatosDemo.entries()) {
      const limpo = Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined))
      // The first one logs in to the portal (CPF 123.456.789-09, demo123), the privacy term accepted.
      criados.push((yield* Effect.orDie(salvarCandidato(ator, limpo, i === 0 ? { estado: { aceitoPoliticaSeguranca: true } } : {}))).id)
    }
    for (const [k, id] of criados.slice(0, 6).entries()) {
      yield* Effect.orDie(criar(examesPalografico, ator, { candidatoId: id, data: dataIso(2025, 1 + k, 10 + k), produtividade: 480 + k * 35, nor: 4 + k, resultado: k === 3 ? 'REAVALIAR' : 'APTO' }))
    }
    // Two rows as an older registration path leaves them: no check has judged them yet.
    for (const id of [criados[20]!, criados[33]!]) yield* Effect.orDie(alterar(candidatos, ator, id, { qualificacaoCadastral: 'NAO_VERIFICADO', mensagemQualificacao: null }))
    return criados
  })
  const criados = await rodar(programa)
  // Spread registration dates over the last 20 months (statistics and period filters look alive); three
  // candidates untouched for 30 months show what the LGPD purge (24 months in the demo company) would remove.
  // The repository stamps criadoEm/atualizadoEm with now: only the demo back-dates them, here.
  const agora = Date.now()
  const mes = 30 * 24 * 3600 * 1000
  for (const [k, id] of criados.entries()) {
    const meses = k >= criados.length - 3 ? 30 : (k * 7) % 20
    const em = new Date(agora - meses * mes - (k % 9) * 24 * 3600 * 1000).toISOString()
    await knex('candidatos').where('id', id).update({ criadoEm: em, atualizadoEm: em })
  }
}
