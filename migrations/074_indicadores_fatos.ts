import type { Knex } from 'knex'
import { ehPostgres } from '../adapters/db/knex.ts'

/**
 * Stored facts of the talent indicators (core/gestao-talentos/fatosIndicadores.ts, kept by
 * adapters/gestao-talentos/fatosIndicadores.ts). Database triggers mark a person in `indicadores_pendentes` whenever
 * anything their facts come from changes — whatever path wrote it (the write path, imports, a restore, plain SQL) —
 * and the reports bring the marked people up to date before reading the sums. Lotação ids are 0 where a row has none.
 * The tables are recomputable: the backup leaves them out (`TABELAS_RECALCULAVEIS`).
 */
const LOTACAO = (t: Knex.CreateTableBuilder) => {
  t.integer('estabelecimento_id').notNullable()
  t.integer('area_organizacional_id').notNullable()
  t.integer('cargo_id').notNullable()
}

/** Where a person id comes from in each table whose rows feed the facts. */
const FONTES: ReadonlyArray<readonly [tabela: string, colaborador: string, colunas: ReadonlyArray<string> | null]> = [
  ['colaboradores', 'id', ['data_admissao', 'data_desligamento', 'status_folha', 'empresa_id']],
  ['colaborador_historicos', 'colaborador_id', null],
  ['ocorrencias', 'colaborador_id', null],
  ['colaborador_afastamentos', 'colaborador_id', null],
]
/** A type's or reason's absenteeism flag changes every person with absences of it. */
const TIPOS: ReadonlyArray<readonly [tabela: string, filhas: string, coluna: string]> = [
  ['tipos_ocorrencia', 'ocorrencias', 'tipo_ocorrencia_id'],
  ['afastamentos', 'colaborador_afastamentos', 'afastamento_id'],
]

const MARCAR = `INSERT INTO indicadores_pendentes (colaborador_id, empresa_id)`
const CONFLITO = `ON CONFLICT (colaborador_id) DO UPDATE SET marca = indicadores_pendentes.marca + 1`

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('indicadores_pendentes', (t) => {
    t.integer('colaborador_id').primary()
    t.integer('empresa_id').notNullable().index('indicadores_pendentes_empresa')
    // Bumped by every mark (PostgreSQL: the row lock orders a mark against the worker's claim of the row).
    t.integer('marca').notNullable().defaultTo(0)
  })
  await knex.schema.createTable('indicadores_talentos', (t) => {
    t.integer('colaborador_id').primary()
    t.integer('empresa_id').notNullable()
    t.text('fatos').notNullable()
  })
  await knex.schema.createTable('indicadores_dias', (t) => {
    t.integer('empresa_id').notNullable()
    t.string('dia', 10).notNullable()
    LOTACAO(t)
    for (const c of ['v', 'adm', 'dem']) t.integer(c).notNullable().defaultTo(0)
    t.primary(['empresa_id', 'dia', 'estabelecimento_id', 'area_organizacional_id', 'cargo_id'])
  })
  await knex.schema.createTable('indicadores_meses', (t) => {
    t.integer('empresa_id').notNullable()
    t.string('mes', 7).notNullable()
    LOTACAO(t)
    for (const c of ['v', 'v1', 'adm', 'dem', 'faltas']) t.integer(c).notNullable().defaultTo(0)
    t.primary(['empresa_id', 'mes', 'estabelecimento_id', 'area_organizacional_id', 'cargo_id'])
  })
  await knex.schema.createTable('indicadores_abertas', (t) => {
    t.integer('empresa_id').notNullable()
    t.string('inicio', 10).notNullable()
    LOTACAO(t)
    t.integer('n').notNullable().defaultTo(0)
    t.primary(['empresa_id', 'inicio', 'estabelecimento_id', 'area_organizacional_id', 'cargo_id'])
  })
  await knex.schema.createTable('indicadores_saldos', (t) => {
    t.integer('empresa_id').notNullable()
    LOTACAO(t)
    t.integer('v').notNullable().defaultTo(0)
    t.primary(['empresa_id', 'estabelecimento_id', 'area_organizacional_id', 'cargo_id'])
  })

  if (ehPostgres(knex)) {
    for (const [tabela, col, colunas] of FONTES) {
      const f = `indicadores_marcar_${tabela}`
      const mudou = colunas ? `JOIN velhas o ON o.${col} = n.${col} WHERE (${colunas.map((c) => `n.${c}`).join(', ')}) IS DISTINCT FROM (${colunas.map((c) => `o.${c}`).join(', ')})` : ''
      await knex.raw(`CREATE FUNCTION ${f}() RETURNS trigger AS $$ BEGIN
        IF TG_OP = 'DELETE' THEN
          ${MARCAR} SELECT ${col}, min(empresa_id) FROM velhas GROUP BY ${col} ${CONFLITO};
        ELSIF TG_OP = 'INSERT' THEN
          ${MARCAR} SELECT ${col}, min(empresa_id) FROM novas GROUP BY ${col} ${CONFLITO};
        ELSE
          ${MARCAR} SELECT x.c, min(x.e) FROM (SELECT n.${col} AS c, n.empresa_id AS e FROM novas n ${mudou}
            UNION ALL SELECT o.${col}, o.empresa_id FROM velhas o ${colunas ? `JOIN novas n ON n.${col} = o.${col} WHERE o.empresa_id <> n.empresa_id` : ''}) x GROUP BY x.c ${CONFLITO};
        END IF;
        RETURN NULL; END $$ LANGUAGE plpgsql`)
      await knex.raw(`CREATE TRIGGER ${f}_ai AFTER INSERT ON ${tabela} REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION ${f}()`)
      await knex.raw(`CREATE TRIGGER ${f}_ad AFTER DELETE ON ${tabela} REFERENCING OLD TABLE AS velhas FOR EACH STATEMENT EXECUTE FUNCTION ${f}()`)
      await knex.raw(`CREATE TRIGGER ${f}_au AFTER UPDATE ON ${tabela} REFERENCING OLD TABLE AS velhas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION ${f}()`)
    }
    for (const [tabela, filhas, coluna] of TIPOS) {
      const f = `indicadores_marcar_${tabela}`
      await knex.raw(`CREATE FUNCTION ${f}() RETURNS trigger AS $$ BEGIN
        ${MARCAR} SELECT x.colaborador_id, min(x.empresa_id) FROM ${filhas} x JOIN novas n ON n.id = x.${coluna} JOIN velhas o ON o.id = n.id
          WHERE n.absenteismo IS DISTINCT FROM o.absenteismo GROUP BY x.colaborador_id ${CONFLITO};
        RETURN NULL; END $$ LANGUAGE plpgsql`)
      await knex.raw(`CREATE TRIGGER ${f}_au AFTER UPDATE ON ${tabela} REFERENCING OLD TABLE AS velhas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION ${f}()`)
    }
  } else {
    for (const [tabela, col, colunas] of FONTES) {
      const f = `indicadores_marcar_${tabela}`
      const marcar = (l: 'new' | 'old') => `${MARCAR} VALUES (${l}.${col}, ${l}.empresa_id) ${CONFLITO};`
      await knex.raw(`CREATE TRIGGER ${f}_ai AFTER INSERT ON ${tabela} BEGIN ${marcar('new')} END`)
      await knex.raw(`CREATE TRIGGER ${f}_ad AFTER DELETE ON ${tabela} BEGIN ${marcar('old')} END`)
      await knex.raw(`CREATE TRIGGER ${f}_au AFTER UPDATE ${colunas ? `OF ${colunas.join(', ')} ` : ''}ON ${tabela} BEGIN ${marcar('old')} ${marcar('new')} END`)
    }
    for (const [tabela, filhas, coluna] of TIPOS) {
      await knex.raw(`CREATE TRIGGER indicadores_marcar_${tabela}_au AFTER UPDATE OF absenteismo ON ${tabela} WHEN new.absenteismo IS NOT old.absenteismo BEGIN
        ${MARCAR} SELECT colaborador_id, min(empresa_id) FROM ${filhas} WHERE ${coluna} = new.id GROUP BY colaborador_id ${CONFLITO};
      END`)
    }
  }
  // People already there are brought up to date by the first report that needs them.
  await knex.raw(`${MARCAR} SELECT id, empresa_id FROM colaboradores`)
}

export async function down(knex: Knex): Promise<void> {
  const pg = ehPostgres(knex)
  for (const [tabela] of [...FONTES, ...TIPOS]) {
    const f = `indicadores_marcar_${tabela}`
    for (const s of ['ai', 'ad', 'au']) await knex.raw(pg ? `DROP TRIGGER IF EXISTS ${f}_${s} ON ${tabela}` : `DROP TRIGGER IF EXISTS ${f}_${s}`)
    if (pg) await knex.raw(`DROP FUNCTION IF EXISTS ${f}()`)
  }
  for (const t of ['indicadores_saldos', 'indicadores_abertas', 'indicadores_meses', 'indicadores_dias', 'indicadores_talentos', 'indicadores_pendentes']) await knex.schema.dropTableIfExists(t)
}
