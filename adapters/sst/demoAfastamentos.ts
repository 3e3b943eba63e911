import { Effect } from 'effect'
import type { Knex } from 'knex'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { atorSistema } from '../../core/shared/ator.ts'
import { alterar } from '../../core/shared/crud.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import type { ClasseAfastamento } from '../../core/sst/afastamentosRegras.ts'
import { afastamentos } from '../../core/sst/afastamentos.ts'
import { atestados } from '../../core/sst/atestados.ts'
import { colaboradorAfastamentos } from '../../core/sst/colaborador-afastamentos.ts'
import { gerador } from '../db/demo-pessoas.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

/** The demo's absence reasons: [descrição, classe, absenteísmo, INSS]. */
const MOTIVOS: ReadonlyArray<readonly [string, ClasseAfastamento, boolean, boolean]> = [
  ['Doença (até 15 dias)', 'ACIDENTE_DOENCA', true, false],
  ['Auxílio por incapacidade temporária (INSS)', 'ACIDENTE_DOENCA', true, true],
  ['Acidente de trabalho', 'ACIDENTE_DOENCA', true, true],
  ['Recaída', 'RECAIDA', true, true],
  ['Licença-maternidade', 'SIMPLES', false, true],
  ['Licença-paternidade', 'SIMPLES', false, false],
  ['Férias coletivas', 'FERIAS_RECESSO', false, false],
  ['Cessão a outro órgão', 'CESSAO_REQUISICAO', false, false],
  ['Mandato sindical', 'MANDATO_SINDICAL', false, false],
  ['Mandato eletivo', 'MANDATO_ELETIVO', false, false],
]

/** Short illnesses: [CID, dias]. */
const DOENCAS: ReadonlyArray<readonly [string, number]> = [
  ['J111', 3],
  ['J069', 2],
  ['A09', 2],
  ['M545', 5],
  ['R51', 1],
  ['K30', 1],
  ['H101', 3],
  ['F412', 10],
]

const MEDICOS: ReadonlyArray<readonly [string, string]> = [
  ['Dra. Helena Prado', 'CRM-SP 123456'],
  ['Dr. Marcos Teixeira', 'CRM-CE 23456'],
  ['Dra. Lúcia Barros', 'CRM-SP 98765'],
]

/**
 * The absence reasons of 'Empresa Demonstração' and about 60 absences of its employees over the last 12 months: short
 * illnesses with a certificate and its CID, a work accident with a relapse linked to it, a long INSS leave still
 * open, a maternity leave, an assignment to another body; some already synced with the payroll. No employee has
 * two overlapping absences (the rule). Through the core's write path.
 */
export const semearDemoAfastamentos = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
  const g = gerador(20251026)
  const hoje = diaEmSaoPaulo(Date.now())
  const motivo = new Map<string, number>()
  for (const [descricao, classe, absenteismo, inss] of MOTIVOS) {
    const m = await rodar(criarNaDemo(afastamentos, ator, { descricao, classe, absenteismo, inss, mandatoSindical: classe === 'MANDATO_SINDICAL', mandatoEletivo: classe === 'MANDATO_ELETIVO' }))
    motivo.set(descricao, m.id)
  }
  const cid = new Map(((await knex('cids').whereIn('codigo', [...DOENCAS.map((d) => d[0]), 'S934', 'S525']).select('id', 'codigo')) as Array<{ id: number; codigo: string }>).map((c) => [c.codigo, Number(c.id)]))
  // Active employees admitted more than a year ago: each absence falls in their employment.
  const ativos = (await knex('colaboradores')
    .where('empresaId', empresaId)
    .whereNull('dataDesligamento')
    .where('dataAdmissao', '<', adicionarDias(hoje, -400))
    .orderBy('id')
    .select('id', 'sexo')) as Array<{ id: number; sexo: string }>
  if (ativos.length < 20) return
  const ocupados = new Map<number, Array<readonly [string, string]>>()
  const livre = (t: number, ini: string, fim: string) => !(ocupados.get(t) ?? []).some(([a, b]) => ini <= b && a <= fim)
  const registrar = async (t: number, descricao: string, ini: string, fim: string | undefined, extra: Record<string, unknown> = {}) => {
    ocupados.set(t, [...(ocupados.get(t) ?? []), [ini, fim ?? '9999-12-31']])
    return rodar(criarNaDemo(colaboradorAfastamentos, ator, { colaboradorId: t, afastamentoId: motivo.get(descricao), dataInicio: ini, ...(fim ? { dataFim: fim } : {}), ...extra }))
  }
  const atestado = (afastamentoId: number, data: string, dias: number, codigo: string | undefined) => {
    const [medico, crm] = g.de(MEDICOS)
    return rodar(criarNaDemo(atestados, ator, { colaboradorAfastamentoId: afastamentoId, data, dias, ...(codigo && cid.has(codigo) ? { cidId: cid.get(codigo) } : {}), medico, crm }))
  }

  // Short illnesses spread over the months, each with its certificate (a few without the CID: the patient did not consent).
  for (let i = 0; i < 50; i++) {
    const t = ativos[g.n(ativos.length)]!.id
    const [codigo, dias] = g.de(DOENCAS)
    const ini = adicionarDias(hoje, -(5 + g.n(355)))
    const fim = adicionarDias(ini, dias - 1)
    if (!livre(t, ini, fim)) continue
    const a = await registrar(t, 'Doença (até 15 dias)', ini, fim)
    await atestado(a.id, ini, dias, g.chance(0.85) ? codigo : undefined)
    if (g.chance(0.5)) await rodar(Effect.orDie(alterar(colaboradorAfastamentos, ator, a.id, { statusAC: g.chance(0.9) ? 'SEM_ERRO' : 'COM_ERRO' })))
  }
  const [acidentado, longo, mae, cedido, sindical] = [ativos[1]!, ativos[3]!, ativos.find((t) => t.sexo === 'F') ?? ativos[5]!, ativos[7]!, ativos[9]!].map((t) => t.id)
  // A work accident (sprained ankle), back to work, then a relapse linked to it.
  const ini = adicionarDias(hoje, -200)
  if (livre(acidentado!, ini, adicionarDias(ini, 80))) {
    const acidente = await registrar(acidentado!, 'Acidente de trabalho', ini, adicionarDias(ini, 29), { observacao: 'Queda na escada do almoxarifado.' })
    await atestado(acidente.id, ini, 30, 'S934')
    const recaida = await registrar(acidentado!, 'Recaída', adicionarDias(ini, 60), adicionarDias(ini, 80), { colaboradorAfastamentoOriginalId: acidente.id })
    await atestado(recaida.id, adicionarDias(ini, 60), 21, 'S934')
  }
  // A long INSS leave still open (fracture), a maternity leave, an assignment and a union mandate.
  const inicioLongo = adicionarDias(hoje, -40)
  if (livre(longo!, inicioLongo, '9999-12-31')) {
    const a = await registrar(longo!, 'Auxílio por incapacidade temporária (INSS)', inicioLongo, undefined)
    await atestado(a.id, inicioLongo, 60, 'S525')
  }
  const inicioMae = adicionarDias(hoje, -150)
  if (livre(mae!, inicioMae, adicionarDias(inicioMae, 119))) await registrar(mae!, 'Licença-maternidade', inicioMae, adicionarDias(inicioMae, 119))
  const inicioCessao = adicionarDias(hoje, -90)
  if (livre(cedido!, inicioCessao, adicionarDias(inicioCessao, 59))) {
    await registrar(cedido!, 'Cessão a outro órgão', inicioCessao, adicionarDias(inicioCessao, 59), { cnpjCessaoRequisicao: '00394460000141', onusCessaoRequisicao: 'CESSIONARIO' })
  }
  const inicioSindical = adicionarDias(hoje, -300)
  if (livre(sindical!, inicioSindical, adicionarDias(inicioSindical, 30))) {
    await registrar(sindical!, 'Mandato sindical', inicioSindical, adicionarDias(inicioSindical, 30), { cnpjMandatoSindical: '60701190000104', onusMandatoSindical: 'SINDICATO' })
  }
}
