import { Effect } from 'effect'
import type { Knex } from 'knex'
import { historicosColaborador } from '../../core/cargo-salario/colaboradores.ts'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { atorSistema } from '../../core/shared/ator.ts'
import { alterar, criar } from '../../core/shared/crud.ts'
import type { Resource } from '../../core/shared/resource.ts'
import { ambientes } from '../../core/sst/ambientes.ts'
import { funcoes } from '../../core/sst/funcoes.ts'
import type { RodarDemo } from '../modulo.ts'

/** The function of each demo cargo (the cargo's CBO occupation), by the cargo's name. */
const FUNCOES: ReadonlyArray<readonly [cargo: string, funcao: string, cbo: string]> = [
  ['Diretor Geral', 'Diretor geral', '121010'],
  ['Gerente Administrativo', 'Gerente administrativo', '142105'],
  ['Analista de Recursos Humanos', 'Analista de recursos humanos', '252405'],
  ['Assistente Administrativo', 'Assistente administrativo', '411010'],
  ['Analista Contábil', 'Contador', '252210'],
  ['Analista de Sistemas', 'Desenvolvedor de sistemas', '212405'],
  ['Técnico em Segurança do Trabalho', 'Técnico de segurança do trabalho', '351605'],
  ['Supervisor de Produção', 'Supervisor de produção', '840105'],
  ['Operador de Produção', 'Operador de máquinas', '784205'],
  ['Almoxarife', 'Almoxarife', '414105'],
  ['Vendedor Externo', 'Vendedor externo', '354145'],
  ['Supervisor de Vendas', 'Supervisor de vendas', '520110'],
]

/** Environments of each establishment (0 São Paulo, 1 Fortaleza) and the areas whose people work there ('*': the rest). */
const AMBIENTES: ReadonlyArray<readonly [estabelecimento: 0 | 1, nome: string, areas: ReadonlyArray<string>]> = [
  [0, 'Escritório administrativo', ['*']],
  [0, 'Sala de sistemas', ['Tecnologia da Informação']],
  [0, 'Área comercial', ['Comercial', 'Vendas Varejo', 'Vendas Corporativas']],
  [1, 'Linha de produção', ['Produção', 'Operações']],
  [1, 'Almoxarifado', ['Logística']],
  [1, 'Escritório da fábrica', ['*']],
]

/**
 * SST of 'Empresa Demonstração': the functions of its cargos and the environments of its two establishments, and the
 * demo employees' history rows placed in them (the function of the row's cargo, the environment of the row's
 * establishment and area). Through the core's write path.
 */
export const semearDemoSst = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
  const estabelecimentos = ((await knex('estabelecimentos').where('empresaId', empresaId).orderBy('id').select('id')) as Array<{ id: number }>).map((e) => Number(e.id))
  const cbo = new Map(((await knex('cbo_ocupacoes').whereIn('codigo', FUNCOES.map((f) => f[2])).select('id', 'codigo')) as Array<{ id: number; codigo: string }>).map((c) => [c.codigo, Number(c.id)]))
  const novo = (r: Resource, corpo: Record<string, unknown>) =>
    rodar(Effect.catchAll(criar(r, ator, corpo), (x) => Effect.die(new Error(`demo inválida em ${r.name}: ${JSON.stringify(x)}`))))

  const funcaoDoCargo = new Map<string, number>()
  for (const [cargo, nome, codigo] of FUNCOES) funcaoDoCargo.set(cargo, (await novo(funcoes, { nome, ...(cbo.has(codigo) ? { cboId: cbo.get(codigo) } : {}) })).id)
  await novo(funcoes, { nome: 'Brigadista', ativa: false })
  const ambienteDe = new Map<string, number>()
  for (const [e, nome, areas] of AMBIENTES) {
    const estabelecimentoId = estabelecimentos[e]
    if (estabelecimentoId === undefined) continue
    const { id } = await novo(ambientes, { nome, estabelecimentoId })
    for (const a of areas) ambienteDe.set(`${estabelecimentoId}:${a}`, id)
  }

  const linhas = (await knex('colaboradorHistoricos as h')
    .join('cargos as c', 'c.id', 'h.cargoId')
    .join('areasOrganizacionais as a', 'a.id', 'h.areaOrganizacionalId')
    .where('h.empresaId', empresaId)
    .orderBy('h.id')
    .select('h.id', 'h.estabelecimentoId', { cargo: 'c.nome', area: 'a.nome' })) as Array<{ id: number; estabelecimentoId: number; cargo: string; area: string }>
  for (const l of linhas) {
    const funcaoId = funcaoDoCargo.get(l.cargo)
    const ambienteId = ambienteDe.get(`${l.estabelecimentoId}:${l.area}`) ?? ambienteDe.get(`${l.estabelecimentoId}:*`)
    if (funcaoId === undefined && ambienteId === undefined) continue
    await rodar(Effect.orDie(alterar(historicosColaborador, ator, Number(l.id), { ...(funcaoId ? { funcaoId } : {}), ...(ambienteId ? { ambienteId } : {}) })))
  }
}
