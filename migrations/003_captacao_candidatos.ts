import type { Knex } from 'knex'

// The full candidate (spec 000 §3.5) on top of the portal-login columns of 001 (id, empresa_id, nome, cpf,
// email, senha_hash, removed_at, timestamps), its attachments, palographic exams, and the company settings
// the candidate form reads. Sub-records are JSON text (see core/captacao/candidatos.ts for why).

const TEXTOS: ReadonlyArray<[string, number]> = [
  ['nome_social', 100],
  ['qualificacao_cadastral', 20],
  ['colocacao', 2],
  ['naturalidade', 100],
  ['sexo', 1],
  ['parentes_amigos', 200],
  ['indicado_por', 100],
  ['escolaridade', 2],
  ['estado_civil', 2],
  ['conjuge', 100],
  ['profissao_conjuge', 100],
  ['pai', 100],
  ['profissao_pai', 100],
  ['mae', 100],
  ['profissao_mae', 100],
  ['deficiencia', 1],
  ['etnia_raca', 1],
  ['rg', 20],
  ['rg_orgao_emissor', 20],
  ['rg_data_expedicao', 10],
  ['data_nascimento', 10],
  ['pis', 11],
  ['cep', 8],
  ['logradouro', 100],
  ['numero', 10],
  ['complemento', 60],
  ['bairro', 60],
  ['ddd', 2],
  ['fone_fixo', 9],
  ['ddd_celular', 2],
  ['fone_celular', 9],
  ['nome_contato', 100],
  ['numero_hab', 20],
  ['registro', 20],
  ['emissao', 10],
  ['vencimento', 10],
  ['categoria', 2],
  // Accent- and case-free copy of nome (kept by core's prepare), so name search is a plain indexed LIKE.
  ['nome_busca', 100],
  // The résumé file (Arquivos key and metadata); its text is ocr_texto.
  ['ocr_arquivo', 200],
  ['ocr_arquivo_nome', 200],
  ['ocr_arquivo_tipo', 50],
]
const LONGOS = [
  'mensagem_qualificacao',
  'observacao',
  'observacao_r_h', // field observacaoRH
  'ocr_texto',
  'foto',
  'conhecimentos',
  'cargos',
  'areas_interesse',
  'titulo_eleitoral',
  'certificado_militar',
  'ctps',
  'formacao',
  'experiencias',
  'candidato_idiomas',
  'certificados',
  'cursos',
  'campos_extras',
]
const BOOLEANOS: ReadonlyArray<[string, boolean]> = [
  ['disponivel', true],
  ['qualificado', false],
  ['contratado', false],
  ['ja_foi_colaborador', false],
  ['aceito_politica_seguranca', false],
  ['modulo_externo', false],
  ['primeiro_emprego', false],
  ['possui_parentes', false],
  ['paga_pensao', false],
  ['possui_veiculo', false],
]
const INTEIROS = ['pretencao_salarial', 'qtd_filhos', 'quantidade', 'valor', 'ocr_arquivo_tamanho']
const REFERENCIAS: ReadonlyArray<[string, string]> = [ // column, referenced table
  ['como_ficou_sabendo_vaga_id', 'como_ficou_sabendo_vaga'],
  ['rg_uf_id', 'estados'],
  ['uf_id', 'estados'],
  ['cidade_id', 'cidades'],
  ['uf_hab_id', 'estados'],
]

export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg'
  await knex.schema.alterTable('candidatos', (t) => {
    for (const [c, n] of TEXTOS) t.string(c, n)
    for (const c of LONGOS) t.text(c)
    for (const [c, d] of BOOLEANOS) t.boolean(c).notNullable().defaultTo(d)
    for (const c of INTEIROS) t.bigInteger(c)
    // References are checked by the repository on write; no FK here, so SQLite needs no table rebuild.
    for (const [c] of REFERENCIAS) t.integer(c)
  })
  await knex('candidatos').update({ qualificacaoCadastral: 'NAO_VERIFICADO', sexo: 'I', deficiencia: '0' })
  await knex.raw('UPDATE candidatos SET nome_busca = rh_norm(nome)')
  await knex.schema.alterTable('candidatos', (t) => {
    t.index(['empresa_id', 'nome_busca'])
    t.index(['empresa_id', 'qualificacao_cadastral'])
    t.index(['empresa_id', 'criado_em'])
    t.index(['empresa_id', 'atualizado_em'])
    t.index(['como_ficou_sabendo_vaga_id'])
  })

  // nome_busca is written by core (prepare); rows written by any other path (direct inserts, older code) get
  // it from the database, so the name search never misses them.
  if (pg) {
    await knex.raw(`CREATE OR REPLACE FUNCTION candidatos_nome_busca() RETURNS trigger AS $$ BEGIN
      IF NEW.nome_busca IS NULL OR (TG_OP = 'UPDATE' AND NEW.nome IS DISTINCT FROM OLD.nome AND NEW.nome_busca IS NOT DISTINCT FROM OLD.nome_busca) THEN
        NEW.nome_busca := rh_norm(NEW.nome);
      END IF;
      RETURN NEW; END $$ LANGUAGE plpgsql`)
    await knex.raw('CREATE TRIGGER candidatos_nome_busca BEFORE INSERT OR UPDATE ON candidatos FOR EACH ROW EXECUTE FUNCTION candidatos_nome_busca()')
  } else {
    await knex.raw(`CREATE TRIGGER candidatos_nome_busca_ai AFTER INSERT ON candidatos WHEN new.nome_busca IS NULL BEGIN
      UPDATE candidatos SET nome_busca = rh_norm(new.nome) WHERE id = new.id; END`)
    await knex.raw(`CREATE TRIGGER candidatos_nome_busca_au AFTER UPDATE OF nome ON candidatos WHEN new.nome IS NOT old.nome AND new.nome_busca IS old.nome_busca BEGIN
      UPDATE candidatos SET nome_busca = rh_norm(new.nome) WHERE id = new.id; END`)
  }

  // Full-text search over the résumé text, kept in step with the column by the database itself.
  if (pg) {
    await knex.raw(`CREATE INDEX candidatos_ocr_fts ON candidatos USING gin (to_tsvector('simple', rh_norm(coalesce(ocr_texto, ''))))`)
  } else {
    await knex.raw(`CREATE VIRTUAL TABLE candidatos_ocr USING fts5(ocr_texto, content='candidatos', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`)
    await knex.raw(`CREATE TRIGGER candidatos_ocr_ai AFTER INSERT ON candidatos BEGIN
      INSERT INTO candidatos_ocr(rowid, ocr_texto) VALUES (new.id, new.ocr_texto); END`)
    await knex.raw(`CREATE TRIGGER candidatos_ocr_ad AFTER DELETE ON candidatos BEGIN
      INSERT INTO candidatos_ocr(candidatos_ocr, rowid, ocr_texto) VALUES ('delete', old.id, old.ocr_texto); END`)
    await knex.raw(`CREATE TRIGGER candidatos_ocr_au AFTER UPDATE OF ocr_texto ON candidatos BEGIN
      INSERT INTO candidatos_ocr(candidatos_ocr, rowid, ocr_texto) VALUES ('delete', old.id, old.ocr_texto);
      INSERT INTO candidatos_ocr(rowid, ocr_texto) VALUES (new.id, new.ocr_texto); END`)
    await knex.raw(`INSERT INTO candidatos_ocr(candidatos_ocr) VALUES ('rebuild')`)
  }

  await knex.schema.createTable('documentos_anexos', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('candidato_id').notNullable().references('id').inTable('candidatos').onDelete('CASCADE')
    t.string('descricao', 100).notNullable()
    t.string('data', 10).notNullable()
    t.integer('etapa_seletiva_id').references('id').inTable('etapas_seletivas')
    t.string('tipo_documento', 30)
    t.text('observacao')
    t.string('url', 500)
    t.string('arquivo', 200)
    t.string('arquivo_nome', 200)
    t.string('arquivo_tipo', 50)
    t.integer('arquivo_tamanho')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['candidato_id'])
    t.index(['empresa_id'])
  })

  await knex.schema.createTable('exames_palografico', (t) => {
    t.increments('id')
    t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
    t.integer('candidato_id').notNullable().references('id').inTable('candidatos').onDelete('CASCADE')
    t.string('data', 10).notNullable()
    t.integer('produtividade')
    t.integer('nor')
    t.string('tamanho', 20)
    t.string('inclinacao', 20)
    t.string('distancia', 20)
    t.string('margem', 20)
    t.string('pressao', 20)
    t.string('organizacao', 20)
    t.string('resultado', 20)
    t.text('observacao')
    t.string('criado_em', 30)
    t.string('atualizado_em', 30)
    t.index(['candidato_id'])
    t.index(['empresa_id', 'data'])
  })

  await knex.schema.alterTable('empresas', (t) => {
    t.text('campos_obrigatorios_candidato').notNullable().defaultTo('[]')
    t.text('campos_extras_candidato').notNullable().defaultTo('[]')
  })
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg'
  // Plain ALTER TABLE … DROP COLUMN (SQLite ≥ 3.35): a table rebuild would trip the foreign keys to empresas.
  const soltar = async (tabela: string, colunas: ReadonlyArray<string>) => {
    for (const c of colunas) await knex.raw(`ALTER TABLE ${tabela} DROP COLUMN ${c}`)
  }
  await soltar('empresas', ['campos_obrigatorios_candidato', 'campos_extras_candidato'])
  await knex.schema.dropTableIfExists('exames_palografico')
  await knex.schema.dropTableIfExists('documentos_anexos')
  if (pg) {
    await knex.raw('DROP INDEX IF EXISTS candidatos_ocr_fts')
    await knex.raw('DROP TRIGGER IF EXISTS candidatos_nome_busca ON candidatos')
    await knex.raw('DROP FUNCTION IF EXISTS candidatos_nome_busca()')
  } else {
    for (const g of ['candidatos_ocr_ai', 'candidatos_ocr_ad', 'candidatos_ocr_au', 'candidatos_nome_busca_ai', 'candidatos_nome_busca_au']) await knex.raw(`DROP TRIGGER IF EXISTS ${g}`)
    await knex.raw('DROP TABLE IF EXISTS candidatos_ocr')
  }
  await knex.schema.alterTable('candidatos', (t) => {
    t.dropIndex(['empresa_id', 'nome_busca'])
    t.dropIndex(['empresa_id', 'qualificacao_cadastral'])
    t.dropIndex(['empresa_id', 'criado_em'])
    t.dropIndex(['empresa_id', 'atualizado_em'])
    t.dropIndex(['como_ficou_sabendo_vaga_id'])
  })
  await soltar('candidatos', [...TEXTOS.map(([c]) => c), ...LONGOS, ...BOOLEANOS.map(([c]) => c), ...INTEIROS, ...REFERENCIAS.map(([c]) => c)])
}
