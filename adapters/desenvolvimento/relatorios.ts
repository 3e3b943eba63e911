import { Effect } from 'effect'
import { cargaEmMinutos } from '../../core/desenvolvimento/cargaHoraria.ts'
import { frequenciaDaTurma, percentualFrequencia } from '../../core/desenvolvimento/frequencia.ts'
import { consultaColaboradorComTreinamento } from '../../core/desenvolvimento/relatorios/colaborador-com-treinamento.ts'
import { consultaColaboradorSemIndicacaoTreinamento } from '../../core/desenvolvimento/relatorios/colaborador-sem-indicacao-treinamento.ts'
import { consultaColaboradorSemTreinamento } from '../../core/desenvolvimento/relatorios/colaborador-sem-treinamento.ts'
import { resultadoDaParticipacao } from '../../core/desenvolvimento/relatorios/comum.ts'
import { consultaCronogramaTreinamento } from '../../core/desenvolvimento/relatorios/cronograma-treinamento.ts'
import { consultaCursosVencidosAVencer } from '../../core/desenvolvimento/relatorios/cursos-vencidos-a-vencer.ts'
import { consultaHistoricoTreinamento } from '../../core/desenvolvimento/relatorios/historico-treinamento.ts'
import { consultaInvestimentoColaborador } from '../../core/desenvolvimento/relatorios/investimento-colaborador.ts'
import { consultaInvestimento, PREFIXO_DESPESA } from '../../core/desenvolvimento/relatorios/investimento.ts'
import { consultaMatrizTreinamento } from '../../core/desenvolvimento/relatorios/matriz-treinamento.ts'
import { consultaPresenca, PREFIXO_DIA, tituloDaTurma } from '../../core/desenvolvimento/relatorios/presenca.ts'
import type { ItemDespesa } from '../../core/desenvolvimento/turmas.ts'
import { listaJson, type Linha } from '../../core/shared/consulta.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { pessoa, texto } from '../gestao-talentos/relatorios/sql.ts'
import { sql } from '../relatorios/consultas.ts'
import type { Escopo } from '../../core/shared/ator.ts'
import { COLUNAS_PESSOA, dePessoas, elementosJson, em, empregadosEm, empresasDe, lista, literal, ondePessoas, rodar, sqlParticipacoes, type FiltroPessoas } from './relatorios-sql.ts'

/**
 * The SQL of the training reports (core/desenvolvimento/relatorios/): rows of classes, participations and employees
 * of the chosen companies the session sees; attendance and approval by `sqlParticipacoes` (the SQL twin of
 * core/desenvolvimento/frequencia.ts) or, for one class, by core's `frequenciaDaTurma`; JSON lists (expenses) read here.
 */

const n = (v: unknown) => Number(v ?? 0)
const mesAno = (d: string) => `${d.slice(5, 7)}/${d.slice(0, 4)}`

/** Participants × days of one class of a company the session sees. */
const sqlPresenca = sql(consultaPresenca, (knex, f, e) =>
  Effect.gen(function* () {
    const [t] = yield* rodar(
      knex,
      `select t.id, t.descricao, t.instrutor, t.realizada, cu.nome as curso, cu.percentual_minimo_frequencia as minimo from turmas t join cursos cu on cu.id = t.curso_id
       where t.id = ${Number(f.turmaId)} and t.empresa_id in (${lista(e.empresasVisiveis)})`,
    )
    if (!t) return []
    const dias = yield* rodar(knex, `select id, dia, turno from dias_turmas where turma_id = ${Number(t['id'])} order by dia, turno`)
    const parts = yield* rodar(
      knex,
      `select ct.id, ct.colaborador_id as colab, ct.dias_presentes_ids as presentes, c.nome, c.matricula from colaborador_turmas ct join colaboradores c on c.id = ct.colaborador_id
       where ct.turma_id = ${Number(t['id'])} order by c.nome, c.id`,
    )
    const freq = frequenciaDaTurma(
      dias.map((d) => n(d['id'])),
      n(t['minimo']),
      parts.map((p) => ({ id: n(p['id']), colaboradorId: n(p['colab']), diasPresentesIds: listaJson<number>(p['presentes']).map(Number) })),
    )
    const realizada = Boolean(t['realizada'])
    const grupo = tituloDaTurma({ curso: texto(t['curso']), descricao: texto(t['descricao']), instrutor: texto(t['instrutor']) })
    return parts.map((p, i): Linha => {
      const presentes = new Set(listaJson<number>(p['presentes']).map(Number))
      const celulas = Object.fromEntries(dias.map((d) => [`${PREFIXO_DIA}${String(d['dia'])}:${texto(d['turno']) ?? '-'}`, presentes.has(n(d['id'])) ? 'P' : realizada ? 'F' : '']))
      return { turma: grupo, colaboradorId: n(p['colab']), nome: String(p['nome']), matricula: texto(p['matricula']), ...celulas, percentual: freq[i]!.percentual, assinatura: '' }
    })
  }),
)

/** Classes starting in the period: course, days, workload, instructor, participants. */
const sqlCronograma = sql(consultaCronogramaTreinamento, (knex, f, e) =>
  Effect.gen(function* () {
    const turmas = yield* rodar(
      knex,
      `select t.id, t.descricao, t.instrutor, t.instituicao, t.data_prev_ini as inicio, t.data_prev_fim as fim, t.realizada, cu.nome as curso, cu.carga_horaria as carga,
         (select count(*) from colaborador_turmas p where p.turma_id = t.id) as participantes
       from turmas t join cursos cu on cu.id = t.curso_id
       where t.empresa_id in (${lista(empresasDe(f.empresasIds, e))}) and t.data_prev_ini between ${literal(f.dataIni)} and ${literal(f.dataFim)}${em('t.curso_id', f.cursosIds)}
       order by t.data_prev_ini, cu.nome, t.id`,
    )
    if (!turmas.length) return []
    const dias = yield* rodar(knex, `select turma_id as turma, dia, turno from dias_turmas where turma_id in (${lista(turmas.map((t) => n(t['id'])))}) order by dia, turno`)
    const porTurma = new Map<number, string[]>()
    for (const d of dias) porTurma.set(n(d['turma']), [...(porTurma.get(n(d['turma'])) ?? []), `${formatarData(String(d['dia'])).slice(0, 5)}${d['turno'] ? ` ${String(d['turno'])}` : ''}`])
    return turmas.map(
      (t): Linha => ({
        mes: mesAno(String(t['inicio'])),
        curso: String(t['curso']),
        turma: String(t['descricao']),
        inicio: String(t['inicio']),
        fim: texto(t['fim']),
        dias: (porTurma.get(n(t['id'])) ?? []).join(', '),
        cargaHoraria: texto(t['carga']),
        instrutor: texto(t['instrutor']),
        instituicao: texto(t['instituicao']),
        participantes: n(t['participantes']),
        realizada: t['realizada'] ? 'Sim' : 'Não',
      }),
    )
  }),
)

/** Approved (in a held class) participations of employee `c` ending in the period, of the chosen courses. */
const aprovacoesNoPeriodo = (f: { readonly dataIni: string; readonly dataFim: string; readonly cursosIds?: ReadonlyArray<number> | undefined }) =>
  `p.realizada = 1 and p.aprovado = 1 and p.fim between ${literal(f.dataIni)} and ${literal(f.dataFim)}${em('p.cursoid', f.cursosIds)}`

const sqlSemTreinamento = sql(consultaColaboradorSemTreinamento, (knex, f, e) =>
  Effect.map(
    rodar(
      knex,
      `select ${COLUNAS_PESSOA}, emp.nome as empresa ${dePessoas(literal(f.dataFim), 'join empresas emp on emp.id = c.empresa_id')}
       where ${ondePessoas(f, e)} and ${empregadosEm(f.dataFim)}
         and not exists (select 1 from (${sqlParticipacoes(knex, empresasDe(f.empresasIds, e))}) p where p.colab = c.id and ${aprovacoesNoPeriodo(f)})
       order by c.nome, c.id`,
    ),
    (ls) => ls.map((l): Linha => ({ ...pessoa(l), empresa: texto(l['empresa']) })),
  ),
)

const sqlComTreinamento = sql(consultaColaboradorComTreinamento, (knex, f, e) =>
  Effect.map(
    rodar(
      knex,
      `select ${COLUNAS_PESSOA}, cu.nome as curso, t.descricao as turma, p.fim as fim, cu.carga_horaria as carga, p.presencas, p.total
       ${dePessoas('p.fim', 'join turmas t on t.id = p.turma join cursos cu on cu.id = p.cursoid', `join (${sqlParticipacoes(knex, empresasDe(f.empresasIds, e))}) p on p.colab = c.id`)}
       where ${ondePessoas(f, e)} and ${aprovacoesNoPeriodo(f)}
       order by cu.nome, cu.id, c.nome, c.id, p.fim`,
    ),
    (ls) =>
      ls.map((l): Linha => ({
        ...pessoa(l),
        curso: String(l['curso']),
        turma: texto(l['turma']),
        fim: texto(l['fim']),
        cargaHoraria: texto(l['carga']),
        percentual: percentualFrequencia(n(l['presencas']), n(l['total'])),
      })),
  ),
)

/** Per employee and course: end of the last approval in a held class until `d`, and whether they took part in a held class. */
const sqlAprovacoesAte = (knex: Parameters<typeof sqlParticipacoes>[0], empresas: ReadonlyArray<number>, d: string) =>
  `select p.colab, p.cursoid, max(case when p.realizada = 1 and p.aprovado = 1 then p.fim end) as ultima, max(p.realizada) as realizou
   from (${sqlParticipacoes(knex, empresas)}) p where p.fim <= ${literal(d)} group by p.colab, p.cursoid`

/** The approvals of `sqlAprovacoesAte` by `colab:curso` (read apart: a join to the aggregate is slow on SQLite). */
const aprovacoesAte = (knex: Parameters<typeof sqlParticipacoes>[0], empresas: ReadonlyArray<number>, d: string) =>
  Effect.map(rodar(knex, sqlAprovacoesAte(knex, empresas, d)), (ls) => new Map(ls.map((l) => [`${n(l['colab'])}:${n(l['cursoid'])}`, { ultima: texto(l['ultima']), realizou: n(l['realizou']) }])))

/** The courses of the companies (`id` → row), those with periodicity only or the chosen ones. */
const cursosDe = (knex: Parameters<typeof sqlParticipacoes>[0], empresas: ReadonlyArray<number>, o: { readonly periodicos?: boolean; readonly ids?: ReadonlyArray<number> | undefined }) =>
  Effect.map(
    rodar(knex, `select id, nome, periodicidade, periodicidade_unidade as unidade from cursos where empresa_id in (${lista(empresas)})${o.periodicos ? ' and periodicidade is not null' : ''}${em('id', o.ids)}`),
    (ls) => new Map(ls.map((c) => [n(c['id']), { nome: String(c['nome']), periodicidade: c['periodicidade'] == null ? null : n(c['periodicidade']), unidade: n(c['unidade']) }])),
  )

/** The employees employed on `d` with their position then (and its cargo's id), in the filter's companies and positions. */
const pessoasEm = (knex: Parameters<typeof sqlParticipacoes>[0], f: FiltroPessoas, e: Escopo, d: string) =>
  rodar(knex, `select ${COLUNAS_PESSOA}, cg.id as cargoid, cg.cursos_ids as cursos ${dePessoas(literal(d))} where ${ondePessoas(f, e)} and ${empregadosEm(d)}`)

// Employees, their cargos' courses and the approvals are read apart and joined here: one SQL join of the three took
// seconds on the bench (5,000 employees, 15,000 participations) on both databases.
const sqlMatriz = sql(consultaMatrizTreinamento, (knex, f, e) =>
  Effect.gen(function* () {
    const empresas = empresasDe(f.empresasIds, e)
    const aprovacoes = yield* aprovacoesAte(knex, empresas, f.data)
    const cursos = yield* cursosDe(knex, empresas, { ids: f.cursosIds })
    return (yield* pessoasEm(knex, f, e, f.data)).flatMap((l) =>
      listaJson<number>(l['cursos']).flatMap((id): Linha[] => {
        const c = cursos.get(Number(id))
        const a = aprovacoes.get(`${n(l['colab'])}:${Number(id)}`)
        return c ? [{ ...pessoa(l), curso: c.nome, periodicidade: c.periodicidade, unidade: c.unidade, ultimaAprovacao: a?.ultima ?? null, realizou: a?.realizou ?? 0 }] : []
      }),
    )
  }),
)

const sqlVencimentos = sql(consultaCursosVencidosAVencer, (knex, f, e) =>
  Effect.gen(function* () {
    const empresas = empresasDe(f.empresasIds, e)
    const aprovacoes = yield* aprovacoesAte(knex, empresas, f.data)
    const cursos = yield* cursosDe(knex, empresas, { periodicos: true, ids: f.cursosIds })
    return (yield* pessoasEm(knex, f, e, f.data)).flatMap((l) =>
      [...cursos.entries()].flatMap(([id, c]): Linha[] => {
        const ultima = aprovacoes.get(`${n(l['colab'])}:${id}`)?.ultima
        return ultima ? [{ ...pessoa(l), curso: c.nome, periodicidade: c.periodicidade, unidade: c.unidade, ultimaAprovacao: ultima }] : []
      }),
    )
  }),
)

const sqlHistorico = sql(consultaHistoricoTreinamento, (knex, f, e) =>
  Effect.map(
    rodar(
      knex,
      `select ${COLUNAS_PESSOA}, cu.nome as curso, t.descricao as turma, p.inicio, t.data_prev_fim as fim, cu.carga_horaria as carga, p.presencas, p.total, p.realizada, p.aprovado
       ${dePessoas('p.inicio', 'join turmas t on t.id = p.turma join cursos cu on cu.id = p.cursoid', `join (${sqlParticipacoes(knex, empresasDe(f.empresasIds, e))}) p on p.colab = c.id`)}
       where ${ondePessoas(f, e)} and p.inicio between ${literal(f.dataIni)} and ${literal(f.dataFim)}${em('c.id', f.colaboradoresIds)}${em('p.cursoid', f.cursosIds)}
       order by c.nome, c.id, p.inicio, cu.nome`,
    ),
    (ls) =>
      ls.map((l): Linha => {
        const p = pessoa(l)
        return {
          ...p,
          talento: `${String(p['nome'])}${p['matricula'] ? ` (matrícula ${String(p['matricula'])})` : ` (nº ${String(p['colaboradorId'])})`}`,
          curso: String(l['curso']),
          turma: texto(l['turma']),
          inicio: texto(l['inicio']),
          fim: texto(l['fim']),
          cargaHoraria: texto(l['carga']),
          percentual: percentualFrequencia(n(l['presencas']), n(l['total'])),
          resultado: resultadoDaParticipacao(n(l['realizada']) === 1, n(l['aprovado']) === 1),
        }
      }),
  ),
)

const somaDespesas = (despesas: unknown) => listaJson<ItemDespesa>(despesas).reduce((s, d) => s + n(d.valor), 0)

const sqlInvestimento = sql(consultaInvestimento, (knex, f, e) =>
  Effect.gen(function* () {
    const empresas = empresasDe(f.empresasIds, e)
    const turmas = yield* rodar(
      knex,
      `select t.descricao, t.data_prev_ini as inicio, t.custo, t.despesas, cu.nome as curso, (select count(*) from colaborador_turmas p where p.turma_id = t.id) as participantes
       from turmas t join cursos cu on cu.id = t.curso_id
       where t.empresa_id in (${lista(empresas)}) and t.data_prev_ini between ${literal(f.dataIni)} and ${literal(f.dataFim)}${em('t.curso_id', f.cursosIds)}
       order by cu.nome, cu.id, t.data_prev_ini, t.id`,
    )
    const tipos = new Map((yield* rodar(knex, `select id, descricao from tipos_despesa where empresa_id in (${lista(empresas)})`)).map((t) => [n(t['id']), String(t['descricao'])]))
    const linhas = turmas.map((t): Linha => {
      const porTipo: Record<string, number> = {}
      for (const d of listaJson<ItemDespesa>(t['despesas'])) {
        const campo = `${PREFIXO_DESPESA}${tipos.get(n(d.tipoDespesaId)) ?? 'Outras'}`
        porTipo[campo] = (porTipo[campo] ?? 0) + n(d.valor)
      }
      return { curso: String(t['curso']), turma: String(t['descricao']), inicio: String(t['inicio']), custo: n(t['custo']), ...porTipo, total: n(t['custo']) + somaDespesas(t['despesas']), participantes: n(t['participantes']) }
    })
    // Every row carries every expense type's column (R$ 0,00 where the class had none of it).
    const colunas = [...new Set(linhas.flatMap((l) => Object.keys(l).filter((k) => k.startsWith(PREFIXO_DESPESA))))]
    return linhas.map((l) => ({ ...Object.fromEntries(colunas.map((c) => [c, 0])), ...l }))
  }),
)

const sqlInvestimentoColaborador = sql(consultaInvestimentoColaborador, (knex, f, e) =>
  Effect.map(
    rodar(
      knex,
      `select ${COLUNAS_PESSOA}, t.custo, t.despesas, cu.carga_horaria as carga, (select count(*) from colaborador_turmas q where q.turma_id = t.id) as participantes
       ${dePessoas('t.data_prev_ini', 'join cursos cu on cu.id = t.curso_id', 'join colaborador_turmas ct on ct.colaborador_id = c.id join turmas t on t.id = ct.turma_id')}
       where ${ondePessoas(f, e)} and t.data_prev_ini between ${literal(f.dataIni)} and ${literal(f.dataFim)}${em('t.curso_id', f.cursosIds)}`,
    ),
    (ls) =>
      ls.map((l): Linha => ({ ...pessoa(l), totalTurma: n(l['custo']) + somaDespesas(l['despesas']), participantes: n(l['participantes']), minutos: cargaEmMinutos(texto(l['carga'])) ?? 0 })),
  ),
)

const sqlSemIndicacao = sql(consultaColaboradorSemIndicacaoTreinamento, (knex, f, e) => {
  const jc = elementosJson(knex, 'cg.cursos_ids', 'jc')
  return Effect.map(
    rodar(
      knex,
      `select ${COLUNAS_PESSOA}, cu.nome as curso ${dePessoas(literal(f.dataFim), `join ${jc.de} on 1 = 1 join cursos cu on cu.id = ${jc.valor} and cu.empresa_id = c.empresa_id`)}
       where ${ondePessoas(f, e)} and ${empregadosEm(f.dataFim)}${em('cu.id', f.cursosIds)}
         and not exists (select 1 from colaborador_turmas ct join turmas t on t.id = ct.turma_id
           where ct.colaborador_id = c.id and t.curso_id = cu.id and t.data_prev_ini between ${literal(f.dataIni)} and ${literal(f.dataFim)})
       order by cu.nome, cu.id, c.nome, c.id`,
    ),
    (ls) => ls.map((l): Linha => ({ ...pessoa(l), curso: String(l['curso']) })),
  )
})

export const SQL_RELATORIOS_DESENVOLVIMENTO = [
  sqlPresenca,
  sqlCronograma,
  sqlSemTreinamento,
  sqlComTreinamento,
  sqlMatriz,
  sqlVencimentos,
  sqlHistorico,
  sqlInvestimento,
  sqlInvestimentoColaborador,
  sqlSemIndicacao,
] as const
