import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { COLUNAS_DINAMICAS, ConfigsRelatorioDinamico, consultaTalentoDinamico, gravarConfigRelatorioDinamico, type ConfigRelatorioDinamico } from '../../core/gestao-talentos/relatorios/talento-dinamico.ts'
import type { Ator } from '../../core/shared/ator.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { entre, nasAreasGeridas } from '../cargo-salario/relatorios-sql.ts'
import { dataSql, sqlSalarioDoHistorico, vigenteEmData } from '../cargo-salario/sql.ts'
import { consulta } from '../db/transacao.ts'
import type { RodarDemo } from '../modulo.ts'
import { DEMO } from '../utilitario/demo.ts'
import { sql } from '../relatorios/consultas.ts'

/**
 * The SQL of the dynamic report: one expression per whitelisted column id (core's COLUNAS_DINAMICAS), over the
 * employee `c`, the history row `h` held on the reference date and its joins. Only the ids the filter chose (checked
 * against the whitelist by core) pick expressions from this map; the date is a checked literal, the ids numbers.
 */
export const EXPRESSOES_DINAMICAS = (db: Knex, ref: string): Readonly<Record<string, string>> => ({
  matricula: 'c.matricula',
  nome: 'c.nome',
  nomeSocial: 'c.nome_social',
  cpf: 'c.cpf',
  dataNascimento: 'c.data_nascimento',
  sexo: 'c.sexo',
  estadoCivil: 'c.estado_civil',
  escolaridade: 'c.escolaridade',
  naturalidade: 'c.naturalidade',
  qtdFilhos: 'c.qtd_filhos',
  mae: 'c.mae',
  pai: 'c.pai',
  rg: 'c.rg',
  pis: 'c.pis',
  email: 'c.email',
  celular: `case when c.fone_celular is null then null else '(' || coalesce(c.ddd_celular, '') || ') ' || c.fone_celular end`,
  logradouro: `case when c.logradouro is null then null else c.logradouro || coalesce(', ' || c.numero, '') || coalesce(' - ' || c.complemento, '') end`,
  bairro: 'c.bairro',
  cidade: 'cid.nome',
  uf: 'uf.sigla',
  dataAdmissao: 'c.data_admissao',
  vinculo: 'c.vinculo',
  categoriaESocial: 'c.categoria_e_social',
  horasSemanais: 'c.horas_semanais',
  situacao: `case when c.data_desligamento is not null and c.data_desligamento <= ${dataSql(ref)} then 'D' else 'A' end`,
  dataDesligamento: 'c.data_desligamento',
  motivoDesligamento: 'md.descricao',
  membroCipa: 'c.membro_cipa',
  dataFimEstabilidadeCipa: 'c.data_fim_estabilidade_cipa',
  estabelecimento: 'es.nome',
  areaOrganizacional: 'a.nome',
  cargo: 'cg.nome',
  faixaSalarial: 'fs.nome',
  cbo: 'cbo.codigo',
  salario: sqlSalarioDoHistorico(db, 'h', vigenteEmData(ref)),
  dataPosicao: 'h.data',
})

const NUMERICAS = new Set(COLUNAS_DINAMICAS.filter((c) => c.tipo !== 'texto' && c.tipo !== 'data').map((c) => c.id))

/** The last history row dated by `ref`: the one in force then, or for someone dismissed the last one they held. */
const ultimaPosicao = (ref: string) =>
  `(select x.id from colaborador_historicos x where x.colaborador_id = c.id and x.data <= ${dataSql(ref)} order by x.data desc, x.id desc limit 1)`

const sqlTalentoDinamico = sql(consultaTalentoDinamico, (knex, f, e) => {
  const ref = f.data
  return Effect.map(
    consulta(knex, (db) => {
      const expressoes = EXPRESSOES_DINAMICAS(db, ref)
      const escolhidas = [...new Set([...(f.colunasDinamicas ?? []), f.ordenarPor ?? 'nome'])].filter((id) => Object.hasOwn(expressoes, id))
      return db
        .from({ c: 'colaboradores' })
        .select({ colaboradorId: 'c.id', nome: 'c.nome', cboTitulo: 'cbo.titulo' })
        .select(escolhidas.filter((id) => id !== 'nome').map((id) => db.raw(`${expressoes[id]} as ??`, [id])))
        .joinRaw(`left join colaborador_historicos h on h.id = ${ultimaPosicao(ref)}`)
        .leftJoin({ es: 'estabelecimentos' }, 'es.id', 'h.estabelecimentoId')
        .leftJoin({ a: 'areas_organizacionais' }, 'a.id', 'h.areaOrganizacionalId')
        .leftJoin({ cg: 'cargos' }, 'cg.id', 'h.cargoId')
        .leftJoin({ fs: 'faixas_salariais' }, 'fs.id', 'h.faixaSalarialId')
        .leftJoin({ cbo: 'cbo_ocupacoes' }, 'cbo.id', 'fs.cboId')
        .leftJoin({ cid: 'cidades' }, 'cid.id', 'c.cidadeId')
        .leftJoin({ uf: 'estados' }, 'uf.id', 'c.ufId')
        .leftJoin({ md: 'motivos_desligamento' }, 'md.id', 'c.motivoDesligamentoId')
        .where('c.empresaId', e.empresaId)
        .where('c.dataAdmissao', '<=', ref)
        .where((w) => w.whereNull('c.statusFolha').orWhereNot('c.statusFolha', 'C'))
        .modify((q) => {
          if (f.situacao === 'A') q.where((w) => w.whereNull('c.dataDesligamento').orWhere('c.dataDesligamento', '>', ref))
          if (f.situacao === 'D') q.where('c.dataDesligamento', '<=', ref)
        })
        .modify((q) => entre(q, 'h.estabelecimentoId', f.estabelecimentosIds))
        .modify((q) => entre(q, 'h.areaOrganizacionalId', f.areasOrganizacionaisIds))
        .modify((q) => entre(q, 'h.cargoId', f.cargosIds))
        .modify((q) => nasAreasGeridas(q, ['h.areaOrganizacionalId'], f.areasGeridas))
    }),
    (rows: Array<Record<string, unknown>>) =>
      rows.map(
        (l): Linha =>
          Object.fromEntries(
            Object.entries(l).map(([k, v]) => [k, v == null ? null : NUMERICAS.has(k) || k === 'colaboradorId' ? Number(v) : typeof v === 'boolean' ? (v ? 1 : 0) : String(v)]),
          ),
      ),
  )
})

export const SQL_TALENTO_DINAMICO = [sqlTalentoDinamico] as const

const lerLista = (v: unknown): ReadonlyArray<string> => {
  try {
    const x: unknown = typeof v === 'string' ? JSON.parse(v) : v
    return Array.isArray(x) ? x.map(String) : []
  } catch {
    return []
  }
}

/** The saved configurations: one row per user and company (migration 066). */
export const camadaConfigsRelatorioDinamico = (knex: Knex) =>
  Layer.succeed(ConfigsRelatorioDinamico, {
    ler: (usuarioId, empresaId) =>
      Effect.map(
        consulta(knex, (db) => db('configs_relatorio_dinamico').where({ usuarioId, empresaId }).first('colunasDinamicas', 'titulo')),
        (r: { colunasDinamicas: unknown; titulo: string | null } | undefined): ConfigRelatorioDinamico | undefined =>
          r ? { colunasDinamicas: lerLista(r.colunasDinamicas), titulo: r.titulo ?? '' } : undefined,
      ),
    gravar: (usuarioId, empresaId, c) =>
      Effect.asVoid(
        consulta(knex, (db) =>
          db('configs_relatorio_dinamico')
            .insert({ usuarioId, empresaId, colunasDinamicas: JSON.stringify(c.colunasDinamicas), titulo: c.titulo, atualizadoEm: new Date().toISOString() })
            .onConflict(['usuarioId', 'empresaId'])
            .merge(['colunasDinamicas', 'titulo', 'atualizadoEm']),
        ),
      ),
  })

/** The demo user's saved choice in the demo company: a headcount list with positions and salaries. */
export const semearDemoConfigDinamica = async (knex: Knex, rodar: RodarDemo, ator: Ator): Promise<void> => {
  const usuario = (await knex('usuarios').where('cpf', DEMO.cpf.replace(/\D/g, '')).first('id', 'nome')) as { id: number; nome: string } | undefined
  if (!usuario) return
  await rodar(
    Effect.orDie(
      gravarConfigRelatorioDinamico(
        { ...ator, usuario: { id: Number(usuario.id), nome: usuario.nome } },
        { titulo: 'Quadro de pessoal com salários', colunasDinamicas: ['matricula', 'nome', 'cpf', 'dataAdmissao', 'vinculo', 'estabelecimento', 'areaOrganizacional', 'cargo', 'faixaSalarial', 'salario'] },
      ),
    ),
  )
}
