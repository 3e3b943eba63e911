import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { completarPainel } from '../../../core/desenvolvimento/analytics.ts'
import { metaDoMes, regrasMetas, regrasNaoEditaveis } from '../../../core/desenvolvimento/grupos-metas-horas.ts'
import { consolidarLnt, erroTransicaoLnt, PENDENTES_AO_FINALIZAR, regrasCursoProposto, SITUACOES_LNT, TRANSICOES_LNT, type LinhaLnt, type SituacaoLnt } from '../../../core/desenvolvimento/lnt.ts'
import { formatarMinutos } from '../../../core/shared/formatos.ts'

const situacao = fc.constantFrom(...SITUACOES_LNT.map((s) => s.id as SituacaoLnt))
const mes = fc.record({ a: fc.integer({ min: 2020, max: 2030 }), m: fc.integer({ min: 1, max: 12 }) }).map(({ a, m }) => `${a}-${String(m).padStart(2, '0')}`)

describe('LNT: situações', () => {
  it('só as transições declaradas; finalizar exige nenhuma proposta pendente; finalizada não muda', () => {
    fc.assert(
      fc.property(situacao, situacao, fc.nat({ max: 5 }), (de, para, pendentes) => {
        const erro = erroTransicaoLnt(de, para, pendentes)
        const permitida = TRANSICOES_LNT[de].includes(para)
        if (!permitida) expect(erro).toMatch(/^Não é possível passar a LNT de '/)
        else if (para === 'FINALIZADA' && pendentes > 0) expect(erro).toBe(PENDENTES_AO_FINALIZAR)
        else expect(erro).toBeUndefined()
        if (de === 'FINALIZADA') expect(erro).toBeDefined()
      }),
    )
  })

  it('curso existente ou sugestão, nunca nenhum nem os dois', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }), fc.option(fc.string({ maxLength: 5 }), { nil: undefined }), (cursoId, cursoSugerido) => {
        const erros = regrasCursoProposto({ cursoId, cursoSugerido })
        const temSugestao = (cursoSugerido ?? '').trim() !== ''
        expect(erros.length === 0).toBe(!!cursoId !== temSugestao)
      }),
    )
  })
})

describe('LNT: consolidação por curso', () => {
  const linha = fc.record({
    cursoId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    sugestao: fc.constantFrom('Excel', ' excel ', 'EXCEL', 'Oratória'),
    colaboradoresIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 }),
    situacao: fc.constantFrom('PENDENTE' as const, 'APROVADA' as const, 'REPROVADA' as const),
  })
  it('cada proposta conta uma vez; talentos distintos por curso; sugestões agrupadas sem caixa nem espaços', () => {
    fc.assert(
      fc.property(fc.array(linha, { maxLength: 12 }), (ls) => {
        const linhas: LinhaLnt[] = ls.map((l, i) => ({
          id: i + 1,
          cursoId: l.cursoId,
          cursoSugerido: l.cursoId ? null : l.sugestao,
          nomeCurso: l.cursoId ? `Curso ${l.cursoId}` : l.sugestao,
          colaboradoresIds: l.colaboradoresIds,
          situacao: l.situacao,
          turmaId: null,
        }))
        const grupos = consolidarLnt(linhas)
        expect(grupos.reduce((s, g) => s + g.propostas, 0)).toBe(linhas.length)
        expect(new Set(grupos.flatMap((g) => g.propostasIds)).size).toBe(linhas.length)
        const chave = (l: LinhaLnt) => (l.cursoId ? `c${l.cursoId}` : `s${(l.cursoSugerido ?? '').trim().toLowerCase()}`)
        expect(grupos.length).toBe(new Set(linhas.map(chave)).size)
        for (const g of grupos) {
          const doGrupo = linhas.filter((l) => g.propostasIds.includes(l.id))
          expect(g.colaboradores).toBe(new Set(doGrupo.flatMap((l) => l.colaboradoresIds)).size)
          expect(g.pendentes + g.aprovadas + g.reprovadas).toBe(g.propostas)
          expect(new Set(doGrupo.map(chave)).size).toBe(1)
        }
      }),
    )
  })
})

describe('metas de horas', () => {
  const meta = fc.record({ mes, h: fc.integer({ min: 1, max: 300 }) }).map(({ mes, h }) => ({ mesAno: `${mes}-01`, metaHora: `${h}:00` }))
  it('a meta do mês é a da meta mais recente que começa nele ou antes (oráculo)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(meta, { selector: (m) => m.mesAno, maxLength: 6 }), mes, (metas, m) => {
        const candidatas = metas.filter((x) => x.mesAno.slice(0, 7) <= m).sort((a, b) => (a.mesAno < b.mesAno ? 1 : -1))
        expect(metaDoMes(metas, m)).toBe(candidatas[0] ? Number(candidatas[0].metaHora.split(':')[0]) * 60 : undefined)
      }),
    )
  })
  it('regras: ao menos uma; data e meta diferente de 0:00 obrigatórias; um mês uma vez; as não editáveis voltam iguais', () => {
    expect(regrasMetas([])).toEqual([{ field: 'metas', message: 'Informe ao menos uma meta' }])
    expect(regrasMetas([{ metaHora: '0:00' }])).toEqual([
      { field: 'metas[0].mesAno', message: 'data a partir de é obrigatória' },
      { field: 'metas[0].metaHora', message: 'meta em horas é obrigatória' },
    ])
    expect(regrasMetas([{ mesAno: '2026-01-01', metaHora: '1:00' }, { mesAno: '2026-01-15', metaHora: '2:00' }])).toEqual([{ field: 'metas[1].mesAno', message: 'Já existe uma meta a partir deste mês' }])
    fc.assert(
      fc.property(fc.array(meta, { minLength: 1, maxLength: 4 }), (metas) => {
        const fixas = metas.map((m) => ({ ...m, editavel: false }))
        expect(regrasNaoEditaveis(fixas, fixas)).toEqual([])
        expect(regrasNaoEditaveis(fixas, fixas.slice(1))).toHaveLength(fixas.slice(1).some((x) => x.mesAno === fixas[0]!.mesAno && x.metaHora === fixas[0]!.metaHora) ? 0 : 1)
      }),
    )
  })
})

describe('painel: horas realizadas por mês', () => {
  it('horas = soma de participantes × carga horária do curso; um mês por linha; meta pelo grupo', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ m: fc.integer({ min: 1, max: 3 }), participantes: fc.nat({ max: 40 }), carga: fc.integer({ min: 1, max: 6000 }), turmas: fc.integer({ min: 1, max: 3 }), investimento: fc.nat({ max: 10_000_000 }) }), { maxLength: 8 }),
        (ls) => {
          const linhas = [
            ...ls.map((l) => ({ tipo: 'turmas', mes: `2026-0${l.m}`, cargaHoraria: formatarMinutos(l.carga), participantes: l.participantes, turmas: l.turmas, investimento: l.investimento })),
            { tipo: 'metas', metas: JSON.stringify([{ mesAno: '2026-02-01', metaHora: '10:30' }]) },
          ]
          const r = completarPainel(linhas, { mesIni: '2026-01', mesFim: '2026-03' })
          expect(r.map((x) => x['mes'])).toEqual(['2026-01', '2026-02', '2026-03'])
          for (const x of r) {
            const doMes = ls.filter((l) => `2026-0${l.m}` === x['mes'])
            const minutos = doMes.reduce((s, l) => s + l.participantes * l.carga, 0)
            expect(x['horasTexto']).toBe(formatarMinutos(minutos))
            expect(x['investimento']).toBe(doMes.reduce((s, l) => s + l.investimento, 0))
            expect(x['metaHoras']).toBe(x['mes'] === '2026-01' ? null : 10.5)
          }
        },
      ),
    )
  })
})
