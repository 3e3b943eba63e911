import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { sobrepoe } from '../../core/sst/afastamentosRegras.ts'
import { criarAmbiente, type AmbienteTeste } from '../support/servidor.ts'

/** The demo's occurrences and absences hold together (issue 14): in each one's employment, over the last 12 months, no overlap, relapses linked, CIDs on certificates. */
describe('ocorrências e afastamentos de demonstração coerentes', () => {
  let amb: AmbienteTeste
  const hoje = diaEmSaoPaulo(Date.now())
  let talentos: Map<number, { dataAdmissao: string; dataDesligamento: string | null }>
  beforeAll(async () => {
    amb = await criarAmbiente()
    talentos = new Map((await amb.knex('colaboradores').where('empresaId', 1).select('id', 'dataAdmissao', 'dataDesligamento')).map((t) => [Number(t.id), t]))
  })
  afterAll(() => amb?.fechar())

  it('ocorrências nos últimos 12 meses, dentro do vínculo, a maioria com providência; as de falta contam no absenteísmo', async () => {
    const oc = await amb.knex('ocorrencias as o').join('tipos_ocorrencia as t', 't.id', 'o.tipoOcorrenciaId').where('o.empresaId', 1).select('o.*', { absenteismo: 't.absenteismo' })
    expect(oc.length).toBeGreaterThan(100)
    for (const o of oc) {
      const t = talentos.get(Number(o.colaboradorId))!
      expect(o.dataInicio >= t.dataAdmissao && o.dataInicio >= adicionarDias(hoje, -366) && o.dataInicio <= hoje).toBe(true)
      if (t.dataDesligamento) expect(o.dataInicio <= t.dataDesligamento).toBe(true)
    }
    expect(oc.filter((o) => o.providenciaId).length / oc.length).toBeGreaterThan(0.5)
    expect(oc.some((o) => o.absenteismo === true || o.absenteismo === 1)).toBe(true)
  })

  it('afastamentos sem sobreposição por talento, recaída ligada a um acidente anterior, atestados com CID', async () => {
    const af = await amb.knex('colaborador_afastamentos as a').join('afastamentos as m', 'm.id', 'a.afastamentoId').where('a.empresaId', 1).select('a.*', { classe: 'm.classe' })
    expect(af.length).toBeGreaterThan(30)
    const porTalento = new Map<number, typeof af>()
    for (const a of af) porTalento.set(Number(a.colaboradorId), [...(porTalento.get(Number(a.colaboradorId)) ?? []), a])
    for (const lista of porTalento.values()) for (const a of lista) for (const b of lista) if (a.id !== b.id) expect(sobrepoe(a, b)).toBe(false)
    const recaida = af.find((a) => a.classe === 'RECAIDA')
    const original = af.find((a) => a.id === recaida?.colaboradorAfastamentoOriginalId)
    expect(original?.classe).toBe('ACIDENTE_DOENCA')
    expect(original!.dataFim < recaida!.dataInicio).toBe(true)
    expect(af.some((a) => a.dataFim === null)).toBe(true)
    const at = await amb.knex('colaborador_afastamento_atestados').where('empresaId', 1)
    expect(at.filter((a) => a.cidId).length).toBeGreaterThan(20)
    expect(af.some((a) => a.statusAC === 'SEM_ERRO')).toBe(true)
  })
})
