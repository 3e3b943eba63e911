import { Effect } from 'effect'
import { consultaAdmitidos } from '../../../core/gestao-talentos/relatorios/admitidos.ts'
import { consultaAniversariantesMes } from '../../../core/gestao-talentos/relatorios/aniversariantes-mes.ts'
import { consultaAniversariantesTempoEmpresa } from '../../../core/gestao-talentos/relatorios/aniversariantes-tempo-de-empresa.ts'
import { mesesDoPeriodo } from '../../../core/gestao-talentos/relatorios/comum.ts'
import { consultaDesligamentos } from '../../../core/gestao-talentos/relatorios/desligamentos.ts'
import { consultaFormacaoEscolar, descreverFormacoes } from '../../../core/gestao-talentos/relatorios/formacao-escolar.ts'
import { consultaGeracoes } from '../../../core/gestao-talentos/relatorios/geracoes.ts'
import { consultaOcorrencias } from '../../../core/gestao-talentos/relatorios/ocorrencias.ts'
import { consultaTalentoCertificado } from '../../../core/gestao-talentos/relatorios/talento-certificado.ts'
import { consultaTaxaDemissao } from '../../../core/gestao-talentos/relatorios/taxa-demissao.ts'
import { figurasDosFatos } from '../../../core/gestao-talentos/fatosIndicadores.ts'
import { lerSomas } from '../fatosIndicadores.ts'
import type { Escopo } from '../../../core/shared/ator.ts'
import type { Linha } from '../../../core/shared/consulta.ts'
import { limitesDoMes } from '../../../core/shared/datas.ts'
import type { Knex } from 'knex'
import { consulta } from '../../db/transacao.ts'
import { sql } from '../../relatorios/consultas.ts'
import { COLUNAS_PESSOA, comLotacaoEm, data, em, empregadoEm, empresasDe, filtrosLotacao, linhasDe, lista, listaJson, literal, pessoa, texto, type Lotacao } from './sql.ts'

/**
 * The SQL of the talent lists of spec 001 §7 (occurrences, dismissals, admissions, birthdays, generations,
 * schooling, certificates, dismissal rate): rows of people with their position on the date that matters; the
 * reports' pure steps (core/gestao-talentos/relatorios/) compute what is printed. JSON lists (education,
 * certificates) are read here, in TypeScript, so both databases give the same rows.
 */

const rodar = (knex: Knex, texto: string) => Effect.map(consulta(knex, (db) => db.raw(texto)), linhasDe)

/** Employees of the session's company employed on `d`, with the history row in force then and `extras` columns. */
const empregadosEm = (d: string, f: Lotacao, e: Escopo, extras: string) =>
  `select ${COLUNAS_PESSOA}${extras} from colaboradores c ${comLotacaoEm(literal(d))}
   where c.empresa_id = ${Number(e.empresaId)} and ${empregadoEm(literal(d))} and ${filtrosLotacao(f)}`

const sqlOcorrencias = sql(consultaOcorrencias, (knex, f, e) =>
  Effect.map(
    rodar(
      knex,
      `select ${COLUNAS_PESSOA}, o.data_inicio as datainicio, o.data_fim as datafim, o.observacao as obs, t.descricao as tipo, p.descricao as providencia
       from ocorrencias o join colaboradores c on c.id = o.colaborador_id ${comLotacaoEm('o.data_inicio')}
       join tipos_ocorrencia t on t.id = o.tipo_ocorrencia_id left join providencias p on p.id = o.providencia_id
       where c.empresa_id in (${lista(empresasDe(f.empresasIds, e))}) and o.data_inicio between ${literal(f.dataIni)} and ${literal(f.dataFim)}
         and ${filtrosLotacao(f)}${em('o.tipo_ocorrencia_id', f.tiposOcorrenciaIds)}`,
    ),
    (ls): ReadonlyArray<Linha> =>
      ls.map((l) => ({ ...pessoa(l), data: data(l['datainicio']), ate: data(l['datafim']), ocorrencia: texto(l['tipo']), providencia: texto(l['providencia']), observacao: texto(l['obs']) })),
  ),
)

const sqlDesligamentos = sql(consultaDesligamentos, (knex, f, e) =>
  Effect.map(
    rodar(
      knex,
      `select ${COLUNAS_PESSOA}, c.data_admissao as admissao, c.data_desligamento as desligamento, c.observacao_desligamento as obs, m.descricao as motivo
       from colaboradores c ${comLotacaoEm('c.data_desligamento')} left join motivos_desligamento m on m.id = c.motivo_desligamento_id
       where c.empresa_id = ${Number(e.empresaId)} and c.data_desligamento between ${literal(f.dataIni)} and ${literal(f.dataFim)}
         and ${filtrosLotacao(f)}${em('c.motivo_desligamento_id', f.motivosIds)}`,
    ),
    (ls): ReadonlyArray<Linha> => ls.map((l) => ({ ...pessoa(l), data: data(l['desligamento']), admissao: data(l['admissao']), motivo: texto(l['motivo']), observacao: texto(l['obs']) })),
  ),
)

const sqlAdmitidos = sql(consultaAdmitidos, (knex, f, e) =>
  Effect.map(
    rodar(
      knex,
      `select ${COLUNAS_PESSOA}, c.data_admissao as admissao, c.data_desligamento as desligamento, c.vinculo as vinculo
       from colaboradores c ${comLotacaoEm('c.data_admissao')}
       where c.empresa_id = ${Number(e.empresaId)} and c.data_admissao between ${literal(f.dataIni)} and ${literal(f.dataFim)} and ${filtrosLotacao(f)}`,
    ),
    (ls): ReadonlyArray<Linha> => ls.map((l) => ({ ...pessoa(l), admissao: data(l['admissao']), desligamento: data(l['desligamento']), vinculo: texto(l['vinculo']) })),
  ),
)

/**
 * People employed at some point of month `mes` (admitted by its last day, not dismissed before its first) whose
 * `coluna` date falls in that month of any year; their position on the month's last day. `anteriores`: only dates
 * of an earlier month (company anniversaries: the admission month itself is no anniversary).
 */
const doMes = (knex: Knex, mes: string, coluna: 'data_nascimento' | 'data_admissao', f: Lotacao, e: Escopo, anteriores: boolean) => {
  const { inicio, fim } = limitesDoMes(mes)
  return Effect.map(
    rodar(
      knex,
      `select ${COLUNAS_PESSOA}, c.data_nascimento as nascimento, c.data_admissao as admissao, c.data_desligamento as desligamento
       from colaboradores c ${comLotacaoEm(literal(fim))}
       where c.empresa_id = ${Number(e.empresaId)} and c.data_admissao <= ${literal(fim)} and (c.data_desligamento is null or c.data_desligamento >= ${literal(inicio)})
         and substr(c.${coluna}, 6, 2) = '${mes.slice(5, 7)}'${anteriores ? ` and c.${coluna} < ${literal(inicio)}` : ''} and ${filtrosLotacao(f)}`,
    ),
    (ls): ReadonlyArray<Linha> => ls.map((l) => ({ ...pessoa(l), nascimento: data(l['nascimento']), admissao: data(l['admissao']), desligamento: data(l['desligamento']) })),
  )
}

const sqlAniversariantesMes = sql(consultaAniversariantesMes, (knex, f, e) => doMes(knex, f.mes, 'data_nascimento', f, e, false))
const sqlAniversariantesTempoEmpresa = sql(consultaAniversariantesTempoEmpresa, (knex, f, e) => doMes(knex, f.mes, 'data_admissao', f, e, true))

/** The company's generations, and the employees on the date counted by birth year. */
const sqlGeracoes = sql(consultaGeracoes, (knex, f, e) =>
  Effect.map(
    Effect.all([
      rodar(knex, `select g.id as id, g.descricao as descricao, g.ano_inicial as anoini, g.ano_final as anofim from geracoes g where g.empresa_id = ${Number(e.empresaId)}`),
      rodar(knex, `select substr(x.nascimento, 1, 4) as ano, count(*) as qtd from (${empregadosEm(f.data, f, e, ', c.data_nascimento as nascimento')}) x group by substr(x.nascimento, 1, 4)`),
    ]),
    ([geracoes, anos]): ReadonlyArray<Linha> => [
      ...geracoes.map((g) => ({ tipo: 'geracao', id: Number(g['id']), descricao: texto(g['descricao']), anoInicial: Number(g['anoini']), anoFinal: Number(g['anofim']) })),
      ...anos.map((a) => ({ tipo: 'ano', ano: Number(a['ano']), quantidade: Number(a['qtd']) })),
    ],
  ),
)

const sqlFormacaoEscolar = sql(consultaFormacaoEscolar, (knex, f, e) =>
  Effect.map(
    rodar(
      knex,
      `${empregadosEm(f.data, f, e, ', c.escolaridade as escolaridade, c.formacao as formacao')}${
        // Options of a fixed list, checked by the filter: two digits each.
        f.escolaridades?.length ? ` and c.escolaridade in (${f.escolaridades.filter((x) => /^\d{2}$/.test(x)).map((x) => `'${x}'`).join(', ') || "''"})` : ''
      }`,
    ),
    (ls): ReadonlyArray<Linha> => ls.map((l) => ({ ...pessoa(l), codigoEscolaridade: texto(l['escolaridade']), formacoes: descreverFormacoes(listaJson(l['formacao'])) })),
  ),
)

const textoDe = (v: unknown) => (typeof v === 'string' && v ? v : null)

/** One row per certificate of the employees on the date (the JSON list read here). */
const sqlTalentoCertificado = sql(consultaTalentoCertificado, (knex, f, e) =>
  Effect.map(rodar(knex, `${empregadosEm(f.data, f, e, ', c.certificados as certificados')} and c.certificados is not null`), (ls): ReadonlyArray<Linha> =>
    ls.flatMap((l) =>
      listaJson(l['certificados'])
        .filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null)
        .map((x) => ({ ...pessoa(l), titulo: textoDe(x['titulo']), organizacao: textoDe(x['organizacao']), tipo: textoDe(x['tipo']), conclusao: textoDe(x['dataFim']), validade: textoDe(x['validade']) })),
    ),
  ),
)

/** Headcount on `d` (as core's `headcountEm`), each by the history row in force then. */
/**
 * One row per month: headcount on its first and last days, dismissals in it, from the indicators' stored facts (the
 * same as the turnover's: adapters/gestao-talentos/fatosIndicadores.ts).
 */
const sqlTaxaDemissao = sql(consultaTaxaDemissao, (knex, f, e) =>
  Effect.map(lerSomas(knex, Number(e.empresaId), f, { mesIni: f.mesIni, mesFim: f.mesFim, mesesPorDia: [] }), (s): ReadonlyArray<Linha> => {
    const figuras = figurasDosFatos(s)
    return mesesDoPeriodo(f.mesIni, f.mesFim).map((m) => {
      const { inicio, fim } = limitesDoMes(m)
      return { mesAno: m, headcountInicio: figuras.headcountEm(inicio), headcountFim: figuras.headcountEm(fim), qtdDemitidos: figuras.movimentos(inicio, fim).dem }
    })
  }),
)

export const SQL_RELATORIOS_TALENTOS = [
  sqlOcorrencias,
  sqlDesligamentos,
  sqlAdmitidos,
  sqlAniversariantesMes,
  sqlAniversariantesTempoEmpresa,
  sqlGeracoes,
  sqlFormacaoEscolar,
  sqlTalentoCertificado,
  sqlTaxaDemissao,
] as const
