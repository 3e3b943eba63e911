import { Either } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  aplicar,
  clonar,
  permitir,
  regrasEncerramento,
  situacao,
  TRANSICOES,
  type AcaoSolicitacao,
  type EstadoSolicitacao,
} from '../../../core/captacao/alterarSolicitacao.ts'
import { calcularEstatisticas } from '../../../core/captacao/estatisticas-preenchimento-vaga.ts'
import { documentoSolicitacao } from '../../../core/captacao/imprimirSolicitacao.ts'
import { diasEntre, montarQuadro, verificarContratacao, verificarMovimento, type Etapa } from '../../../core/captacao/pipeline.ts'
import {
  ehGestor,
  PRECEDENCIA_SITUACAO,
  regrasConfiguracao,
  regrasSolicitacao,
  situacaoDe,
  solicitacoesPessoal,
} from '../../../core/captacao/solicitacoes-pessoal.ts'
import { emEspera, excedemLimite } from '../../../core/captacao/vincularSolicitacao.ts'
import { atorSistema } from '../../../core/shared/ator.ts'
import { decodificar, estadoInicial } from '../../../core/shared/resource.ts'

const arbEstado: fc.Arbitrary<EstadoSolicitacao> = fc.record({
  status: fc.constantFrom('I' as const, 'A' as const, 'R' as const),
  suspensa: fc.boolean(),
  encerrada: fc.boolean(),
  cancelada: fc.boolean(),
})
const ACOES = Object.keys(TRANSICOES) as AcaoSolicitacao[]
const arbAcao = fc.constantFrom(...ACOES)
const ok = (e: Either.Either<unknown, unknown>) => Either.isRight(e)
const mensagem = (e: Either.Either<unknown, { message: string }>) => (Either.isLeft(e) ? e.left.message : '')

describe('máquina de estados da solicitação de pessoal', () => {
  it('a tabela escrita: cada ação só a partir das situações e status previstos', () => {
    const aberta = { status: 'I', suspensa: false, encerrada: false, cancelada: false } as const
    const aprovada = { ...aberta, status: 'A' } as const
    expect(ok(permitir('status', aberta))).toBe(true)
    expect(ok(permitir('suspende', aberta))).toBe(true)
    expect(ok(permitir('libera', aberta))).toBe(false)
    expect(ok(permitir('cancela', aberta))).toBe(true)
    expect(ok(permitir('encerra', aberta))).toBe(false)
    expect(ok(permitir('encerra', aprovada))).toBe(true)
    expect(ok(permitir('reabre', aprovada, { reabrirPermitido: true }))).toBe(false)
    expect(ok(permitir('candidatos', aberta))).toBe(false)
    expect(ok(permitir('candidatos', aprovada))).toBe(true)
    const suspensa = { ...aprovada, suspensa: true }
    expect(ok(permitir('libera', suspensa))).toBe(true)
    expect(ok(permitir('status', suspensa))).toBe(false)
    expect(ok(permitir('candidatos', suspensa))).toBe(false)
    expect(ok(permitir('editar', suspensa))).toBe(true)
    const encerrada = { ...aprovada, encerrada: true }
    expect(ok(permitir('reabre', encerrada, { reabrirPermitido: true }))).toBe(true)
    expect(mensagem(permitir('reabre', encerrada, { reabrirPermitido: false }))).toBe('A empresa não permite reabrir solicitações encerradas.')
    expect(mensagem(permitir('suspende', encerrada))).toBe('Não é possível suspender uma solicitação encerrada.')
    expect(mensagem(permitir('libera', aprovada))).toBe('Não é possível liberar uma solicitação que não está suspensa.')
    expect(mensagem(permitir('encerra', aberta))).toBe('Somente solicitações aprovadas podem ser encerradas: esta está em análise.')
    expect(mensagem(permitir('candidatos', { ...aberta, status: 'R' }))).toBe('Somente solicitações aprovadas recebem candidatos: esta está reprovada.')
  })

  it('uma solicitação cancelada não admite nenhuma ação', () => {
    fc.assert(
      fc.property(arbEstado, arbAcao, fc.boolean(), (e, acao, reabrir) => {
        expect(ok(permitir(acao, { ...e, cancelada: true }, { reabrirPermitido: reabrir }))).toBe(false)
      }),
    )
  })

  it('uma solicitação encerrada só pode ser reaberta, e só se a empresa permitir', () => {
    fc.assert(
      fc.property(arbEstado, arbAcao, fc.boolean(), (e, acao, reabrir) => {
        const encerrada = { ...e, encerrada: true, cancelada: false }
        expect(ok(permitir(acao, encerrada, { reabrirPermitido: reabrir }))).toBe(acao === 'reabre' && reabrir)
      }),
    )
  })

  it('toda recusa tem mensagem clara; toda ação permitida leva a um estado coerente com a ação', () => {
    fc.assert(
      fc.property(arbEstado, arbAcao, fc.constantFrom('I' as const, 'A' as const, 'R' as const), (e, acao, novo) => {
        const r = permitir(acao, e, { reabrirPermitido: true })
        if (Either.isLeft(r)) {
          expect(r.left.message.length).toBeGreaterThan(10)
          expect(r.left.code).toBe('TRANSICAO_INVALIDA')
          return
        }
        const depois = aplicar(acao, e, novo)
        if (acao === 'suspende') expect(situacao(depois)).toBe('suspensa')
        if (acao === 'libera') expect(situacao(depois)).toBe('aberta')
        if (acao === 'cancela') expect(situacao(depois)).toBe('cancelada')
        if (acao === 'encerra') expect(situacao(depois)).toBe('encerrada')
        if (acao === 'reabre') expect(situacao(depois)).not.toBe('encerrada')
        if (acao === 'status') expect(depois.status).toBe(novo)
        // Actions never touch the other flags.
        if (acao !== 'cancela') expect(depois.cancelada).toBe(e.cancelada)
      }),
    )
  })

  it('suspender e liberar são inversos; encerrar e reabrir também', () => {
    fc.assert(
      fc.property(arbEstado, (e) => {
        if (ok(permitir('suspende', e))) expect(aplicar('libera', aplicar('suspende', e))).toEqual(e)
        if (ok(permitir('encerra', e))) expect(aplicar('reabre', aplicar('encerra', e))).toEqual(e)
      }),
    )
  })

  it('qualquer sequência de ações permitidas a partir de uma nova solicitação mantém a precedência das situações', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbAcao, fc.constantFrom('I' as const, 'A' as const, 'R' as const)), { maxLength: 30 }), (passos) => {
        let e: EstadoSolicitacao = { status: 'I', suspensa: false, encerrada: false, cancelada: false }
        let cancelou = false
        for (const [acao, novo] of passos) {
          if (!ok(permitir(acao, e, { reabrirPermitido: true }))) continue
          e = aplicar(acao, e, novo)
          if (acao === 'cancela') cancelou = true
        }
        // Once cancelled, always cancelled; closed requests are approved ones.
        expect(e.cancelada).toBe(cancelou)
        if (e.encerrada) expect(e.status).toBe('A')
      }),
    )
  })

  it('gestor = quem não aprova solicitações', () => {
    expect(ehGestor(['ROLE_CAPTACAO_SOLICITACOES'])).toBe(true)
    expect(ehGestor(['ROLE_CAPTACAO_SOLICITACOES', 'ROLE_CAPTACAO_LIBERAR_SOLICITACAO'])).toBe(false)
  })
})

describe('validações do formulário (spec 000 §5)', () => {
  const base = {
    descricao: 'Analista',
    data: '2026-03-01',
    horarioComercial: '08h às 18h',
    estabelecimentoId: 1,
    areaOrganizacionalId: 1,
    cargoId: 1,
    motivoSolicitacaoId: 1,
  }
  const errosDe = (corpo: unknown) => {
    const r = decodificar(solicitacoesPessoal, corpo, 'create')
    return Either.isLeft(r) ? r.left.errors : []
  }

  it('obrigatórios, padrões (quantidade 1, vínculo E, sexo I, status I) e rótulo "Número de vagas"', () => {
    const r = decodificar(solicitacoesPessoal, base, 'create')
    expect(Either.isRight(r) && [r.right.quantidade, r.right.vinculo, r.right.sexo]).toEqual([1, 'E', 'I'])
    // State fields are never taken from the body: a new request starts in analysis, open, by its actor.
    expect(Either.isRight(decodificar(solicitacoesPessoal, { ...base, status: 'A', cancelada: true }, 'create'))).toBe(true)
    const ator = { ...atorSistema({ usuarioId: 7, empresaId: 1, empresasVisiveis: [1] }), usuario: { id: 7, nome: 'Ana' } }
    expect(estadoInicial(solicitacoesPessoal, ator, '2026-03-01')).toMatchObject({
      status: 'I',
      dataStatus: '2026-03-01',
      solicitanteId: 7,
      solicitanteNome: 'Ana',
      suspensa: false,
      encerrada: false,
      cancelada: false,
      qtdVagasPreenchidas: 0,
    })
    expect(errosDe({})).toEqual(
      expect.arrayContaining([
        { field: 'descricao', message: 'Descrição é obrigatória' },
        { field: 'data', message: 'Data é obrigatória' },
        { field: 'horarioComercial', message: 'Horário é obrigatório' },
        { field: 'estabelecimentoId', message: 'Estabelecimento é obrigatório' },
        { field: 'areaOrganizacionalId', message: 'Área Organizacional é obrigatória' },
        { field: 'motivoSolicitacaoId', message: 'Motivo é obrigatório' },
      ]),
    )
    expect(errosDe({ ...base, quantidade: 0 })).toEqual([{ field: 'quantidade', message: 'Número de vagas deve ser no mínimo 1' }])
  })

  it("'Remuneração deve ser um número positivo' para zero ou negativo; qualquer valor positivo passa", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 0 }), (v) => {
        expect(errosDe({ ...base, remuneracao: v })).toEqual([{ field: 'remuneracao', message: 'Remuneração deve ser um número positivo' }])
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (v) => {
        expect(errosDe({ ...base, remuneracao: v })).toEqual([])
      }),
    )
  })

  it("'Somente o último talento pode ficar vazio'", () => {
    expect(regrasSolicitacao({ colaboradoresSubstituidos: [{ nome: 'Ana' }, { nome: '' }] })).toEqual([])
    expect(regrasSolicitacao({ colaboradoresSubstituidos: [{ nome: '' }, { nome: 'Ana' }] })).toEqual([
      { field: 'colaboradoresSubstituidos', message: 'Somente o último talento pode ficar vazio' },
    ])
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', 'Ana', ' '), { maxLength: 6 }), (nomes) => {
        const erros = regrasSolicitacao({ colaboradoresSubstituidos: nomes.map((nome) => ({ nome })) })
        const vazioAntesDoFim = nomes.slice(0, -1).some((n) => n.trim() === '')
        expect(erros.length > 0).toBe(vazioAntesDoFim)
      }),
    )
  })

  it('idades e previsão coerentes', () => {
    expect(regrasSolicitacao({ idadeMinima: 30, idadeMaxima: 20 })).toEqual([{ field: 'idadeMaxima', message: 'Idade máxima inferior à idade mínima' }])
    expect(regrasSolicitacao({ data: '2026-03-02', dataPrevisaoEncerramento: '2026-03-01' })).toHaveLength(1)
  })

  it('configurações da empresa: ambiente/função, dados complementares, remuneração só com exibir salário', () => {
    const nada = { solPessoalExibirSalario: false, solPessoalObrigarDadosComplementares: false, obrigarAmbienteFuncao: false }
    expect(regrasConfiguracao({}, nada)).toEqual([])
    expect(regrasConfiguracao({}, { ...nada, obrigarAmbienteFuncao: true }).map((e) => e.field)).toEqual(['ambiente', 'funcao'])
    const comp = regrasConfiguracao({}, { ...nada, solPessoalObrigarDadosComplementares: true }).map((e) => e.field)
    expect(comp).toEqual(['vinculo', 'escolaridade', 'sexo', 'idadeMinima', 'idadeMaxima', 'estadoId', 'cidadeId', 'infoComplementares', 'bairros'])
    expect(regrasConfiguracao({}, { ...nada, solPessoalObrigarDadosComplementares: true, solPessoalExibirSalario: true }).map((e) => e.field)).toContain('remuneracao')
    expect(regrasConfiguracao({}, { ...nada, solPessoalExibirSalario: true })).toEqual([])
  })

  it("filtro: 'Data final inferior a data inicial.'", () => {
    const regras = solicitacoesPessoal.regrasFiltro!
    expect(regras({ dataIni: '2026-02-01', dataFim: '2026-01-01' })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    expect(regras({ dataEncerramentoIni: '2026-02-01', dataEncerramentoFim: '2026-02-01' })).toEqual([])
  })

  it('situação: cancelada > encerrada > suspensa > aberta, pela única tabela de precedência', () => {
    expect(PRECEDENCIA_SITUACAO.map((p) => p.flag)).toEqual(['cancelada', 'encerrada', 'suspensa'])
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (suspensa, encerrada, cancelada) => {
        const esperado = cancelada ? 'cancelada' : encerrada ? 'encerrada' : suspensa ? 'suspensa' : 'aberta'
        expect(situacaoDe({ suspensa, encerrada, cancelada })).toBe(esperado)
        expect(situacao({ status: 'A', suspensa, encerrada, cancelada })).toBe(esperado)
      }),
    )
  })

  it('encerramento: não antes da solicitação, não no futuro', () => {
    expect(regrasEncerramento('2026-03-10', '2026-03-09', '2026-04-01')[0]?.message).toBe('Data de encerramento inferior à data da solicitação')
    expect(regrasEncerramento('2026-03-10', '2026-04-02', '2026-04-01')[0]?.message).toBe('Data de encerramento não pode ser posterior à data atual')
    expect(regrasEncerramento('2026-03-10', '2026-03-10', '2026-04-01')).toEqual([])
  })
})

describe('clone', () => {
  it('zera solicitante, liberador e observação do liberador; status I; datas hoje; sem id e sem previsão', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom('I', 'A', 'R'), fc.boolean(), fc.boolean(), (id, status, enc, susp) => {
        const c = clonar(
          {
            id,
            empresaId: 1,
            descricao: 'Vaga',
            data: '2025-01-01',
            dataPrevisaoEncerramento: '2025-02-01',
            status,
            liberadorId: 1,
            liberadorNome: 'Fulano',
            observacaoLiberador: 'ok',
            solicitanteId: 2,
            solicitanteNome: 'Sicrano',
            encerrada: enc,
            suspensa: susp,
            dataEncerramento: '2025-03-01',
            qtdVagasPreenchidas: 2,
            quantidade: 3,
          },
          '2026-05-05',
        )
        expect(c).not.toHaveProperty('id')
        expect(c).toMatchObject({
          descricao: 'Vaga',
          quantidade: 3,
          data: '2026-05-05',
          dataStatus: '2026-05-05',
          dataPrevisaoEncerramento: null,
          status: 'I',
          liberadorNome: null,
          observacaoLiberador: null,
          solicitanteNome: null,
          encerrada: false,
          suspensa: false,
          dataEncerramento: null,
          qtdVagasPreenchidas: 0,
        })
      }),
    )
  })
})

describe('pipeline', () => {
  const etapas: Etapa[] = [
    { id: 10, nome: 'Triagem', ordem: 1 },
    { id: 11, nome: 'Entrevista', ordem: 2 },
    { id: 12, nome: 'Proposta', ordem: 3 },
  ]
  it('movimentos: qualquer etapa da solicitação, não-apto não avança, contratado não se move', () => {
    const l = { etapaSeletivaId: 10, apto: null, contratado: false } as const
    expect(Either.getOrThrow(verificarMovimento(etapas, l, 12))).toEqual({ avanco: true })
    expect(Either.getOrThrow(verificarMovimento(etapas, { ...l, etapaSeletivaId: 12 }, 10))).toEqual({ avanco: false })
    expect(mensagem(verificarMovimento(etapas, l, 10))).toBe('O candidato já está nesta etapa.')
    expect(mensagem(verificarMovimento(etapas, l, 99))).toBe('A etapa seletiva não faz parte desta solicitação.')
    expect(mensagem(verificarMovimento(etapas, { ...l, apto: 'N' }, 11))).toBe('Candidato não apto na etapa atual não pode avançar.')
    expect(ok(verificarMovimento(etapas, { ...l, etapaSeletivaId: 11, apto: 'N' }, 10))).toBe(true)
    expect(mensagem(verificarMovimento(etapas, { ...l, contratado: true }, 11))).toBe('Candidato contratado não pode mudar de etapa.')
  })

  it('contratação: última etapa, não contratado antes, vaga sobrando', () => {
    const l = { etapaSeletivaId: 12, apto: null, contratado: false } as const
    expect(ok(verificarContratacao(etapas, l, { quantidade: 1, qtdVagasPreenchidas: 0 }))).toBe(true)
    expect(mensagem(verificarContratacao(etapas, l, { quantidade: 1, qtdVagasPreenchidas: 1 }))).toBe('Todas as vagas desta solicitação já foram preenchidas.')
    expect(mensagem(verificarContratacao(etapas, { ...l, etapaSeletivaId: 11 }, { quantidade: 1, qtdVagasPreenchidas: 0 }))).toBe(
      'Somente candidatos na última etapa (Proposta) podem ser contratados.',
    )
    expect(ok(verificarContratacao(etapas, { ...l, contratado: true }, { quantidade: 3, qtdVagasPreenchidas: 0 }))).toBe(false)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 60 }), (q, p) => {
        expect(ok(verificarContratacao(etapas, l, { quantidade: q, qtdVagasPreenchidas: p }))).toBe(p < q)
      }),
    )
  })

  it('quadro: uma coluna por etapa, contagem por coluna, tempo na etapa em dias', () => {
    const agora = '2026-05-10T12:00:00.000Z'
    const c = (id: number, etapa: number | null, desde: string) => ({
      candidatoSolicitacaoId: id,
      candidatoId: id,
      nome: `C${id}`,
      etapaSeletivaId: etapa,
      dataEtapa: desde,
      apto: null,
      contratado: false,
      dataVinculo: '2026-05-01',
      historicoId: id,
    })
    const q = montarQuadro(
      { id: 1, empresaId: 1, status: 'A', suspensa: false, encerrada: false, cancelada: false },
      etapas,
      [c(1, 10, '2026-05-07T11:00:00.000Z'), c(2, 10, '2026-05-01T00:00:00.000Z'), c(3, 12, '2026-05-10T11:00:00.000Z'), c(4, 99, agora)],
      agora,
    )
    expect(q.colunas.map((x) => [x.nome, x.quantidade])).toEqual([
      ['Triagem', 2],
      ['Entrevista', 0],
      ['Proposta', 1],
    ])
    expect(q.colunas[0]!.candidatos.map((x) => [x.nome, x.diasNaEtapa])).toEqual([
      ['C2', 9],
      ['C1', 3],
    ])
    expect(q.semEtapa.map((x) => x.nome)).toEqual(['C4'])
    expect(q.total).toBe(4)
    expect(q.movimentavel).toBe(true)
    expect(montarQuadro({ id: 1, status: 'I' }, etapas, [], agora).movimentavel).toBe(false)
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), fc.nat(1000), (d, extra) => {
        const desde = d.toISOString()
        const depois = new Date(d.getTime() + extra * 86_400_000 + 1000).toISOString()
        expect(diasEntre(desde, depois)).toBe(extra)
        expect(diasEntre(depois, desde)).toBe(0)
      }),
    )
  })

  it('limite de participações por cargo (0 = sem limite) e espera para nova aplicação', () => {
    const cands = [
      { id: 1, nome: 'Ana' },
      { id: 2, nome: 'Bia' },
    ]
    expect(excedemLimite(0, cands, [{ candidatoId: 1, quantidade: 9 }])).toEqual([])
    expect(excedemLimite(2, cands, [{ candidatoId: 1, quantidade: 2 }, { candidatoId: 2, quantidade: 1 }])).toEqual([{ candidatoId: 1, nome: 'Ana', participacoes: 2 }])
    expect(emEspera(0, '2026-05-10', cands, [{ candidatoId: 1, data: '2026-05-09' }])).toEqual([])
    expect(emEspera(30, '2026-05-10', cands, [{ candidatoId: 1, data: '2026-05-09' }, { candidatoId: 2, data: '2026-04-01' }])).toEqual([
      { candidatoId: 1, nome: 'Ana', aPartirDe: '2026-06-08' },
    ])
  })
})

describe('estatísticas de preenchimento e PDF', () => {
  it('percentual, média de dias e totais', () => {
    const r = calcularEstatisticas([
      { cargoId: 1, cargo: 'A', solicitacoes: 2, vagas: 4, vagasPreenchidas: 3, solicitacoesPreenchidas: 1, contratacoes: 3, somaDias: 30 },
      { cargoId: 2, cargo: 'B', solicitacoes: 1, vagas: 1, vagasPreenchidas: 0, solicitacoesPreenchidas: 0, contratacoes: 0, somaDias: 0 },
    ])
    expect(r.linhas.map((l) => [l.percentualPreenchido, l.mediaDiasPreenchimento])).toEqual([
      [75, 10],
      [0, null],
    ])
    expect(r.totais).toEqual({ solicitacoes: 3, vagas: 5, vagasPreenchidas: 3, solicitacoesPreenchidas: 1, percentualPreenchido: 60, mediaDiasPreenchimento: 10 })
  })

  it('o documento mostra a remuneração só quando a empresa exibe o salário', () => {
    const d = (exibirSalario: boolean) =>
      JSON.stringify(
        documentoSolicitacao({
          solicitacao: { id: 7, descricao: 'Vaga X', data: '2026-01-02', status: 'A', remuneracao: 350000, quantidade: 1, qtdVagasPreenchidas: 0 },
          nomes: { cargo: 'Analista' },
          etapas: [],
          candidatos: [],
          exibirSalario,
          exibirSubstituidos: false,
          empresa: 'Empresa',
          emitidoEm: '2026-01-02T10:00:00.000Z',
          emitidoPor: 'Adm',
        }),
      )
    expect(d(true)).toContain('R$')
    expect(d(false)).not.toContain('R$')
    expect(d(false)).toContain('02/01/2026')
  })
})
