import type { Knex } from 'knex'

// Timestamps are ISO-8601 UTC text and calendar dates YYYY-MM-DD text in both databases; booleans are
// booleans; lists are JSON text. Company-owned tables carry empresa_id.
const tempos = (t: Knex.CreateTableBuilder) => {
  t.string('criado_em', 30)
  t.string('atualizado_em', 30)
}

const daEmpresa = (t: Knex.CreateTableBuilder) => {
  t.increments('id')
  t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')
  t.index(['empresa_id'])
}

const CADASTROS_SIMPLES = ['areas_interesse', 'areas_formacao', 'motivos_solicitacao', 'como_ficou_sabendo_vaga', 'idiomas']

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw(`CREATE OR REPLACE FUNCTION rh_norm(t text) RETURNS text AS $$
      SELECT translate(lower(t), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy') $$ LANGUAGE SQL IMMUTABLE`)
  }

  await knex.schema.createTable('estados', (t) => {
    t.integer('id').primary() // IBGE UF code
    t.string('sigla', 2).notNullable().unique()
    t.string('nome', 60).notNullable()
    t.integer('codigo_ibge').notNullable()
  })
  await knex.schema.createTable('cidades', (t) => {
    t.integer('id').primary() // IBGE municipality code
    t.string('nome', 100).notNullable()
    t.integer('estado_id').notNullable().references('id').inTable('estados')
    t.integer('codigo_ibge').notNullable()
    t.integer('ddd')
    t.index(['estado_id'])
  })
  await knex.schema.createTable('cbo_ocupacoes', (t) => {
    t.increments('id')
    t.string('codigo', 6).notNullable().unique()
    t.string('titulo', 200).notNullable()
  })

  await knex.schema.createTable('empresas', (t) => {
    t.increments('id')
    t.string('nome', 100).notNullable()
    t.string('razao_social', 150)
    t.string('cnpj', 14)
    t.string('cor_principal', 7)
    t.string('cor_secundaria', 7)
    t.text('logo_empresa')
    for (const b of [
      'sol_pessoal_exibir_salario',
      'sol_pessoal_exibir_colab_substituido',
      'sol_pessoal_obrigar_dados_complementares',
      'sol_pessoal_reabrir_solicitacao',
      'exibir_salario',
      'obrigar_ambiente_funcao',
      'campo_extra_candidato',
      'campo_extra_colaborador',
      'exigir_aceite_psi',
    ]) {
      t.boolean(b).notNullable().defaultTo(false)
    }
    t.integer('max_candidata_cargo').notNullable().defaultTo(0)
    t.integer('tempo_exclusao_candidato').notNullable().defaultTo(0)
    t.text('politica_seguranca')
    tempos(t)
  })

  await knex.schema.createTable('estabelecimentos', (t) => {
    daEmpresa(t)
    t.string('nome', 100).notNullable()
    t.string('complemento_cnpj_caepf', 4)
    t.string('digito_verificador_cnpj_caepf', 2)
    t.string('cep', 8)
    t.string('logradouro', 100)
    t.string('numero', 10)
    t.string('complemento', 60)
    t.string('bairro', 60)
    t.integer('estado_id').references('id').inTable('estados')
    t.integer('cidade_id').references('id').inTable('cidades')
    tempos(t)
  })

  await knex.schema.createTable('areas_organizacionais', (t) => {
    daEmpresa(t)
    t.string('nome', 60).notNullable()
    t.integer('area_mae_id').references('id').inTable('areas_organizacionais')
    t.boolean('ativo').notNullable().defaultTo(true)
    t.string('email', 200)
    t.boolean('exibir_organograma').notNullable().defaultTo(true)
    tempos(t)
  })

  await knex.schema.createTable('cargos', (t) => {
    daEmpresa(t)
    t.string('nome', 100).notNullable()
    t.string('nome_mercado', 100).notNullable()
    t.boolean('ativa').notNullable().defaultTo(true)
    t.text('areas_organizacionais').notNullable().defaultTo('[]')
    t.boolean('exibir_modulo_externo').notNullable().defaultTo(false)
    t.text('missao')
    t.text('responsabilidades')
    t.text('observacao')
    tempos(t)
  })

  for (const tabela of CADASTROS_SIMPLES) {
    await knex.schema.createTable(tabela, (t) => {
      daEmpresa(t)
      t.string('nome', 100).notNullable()
      tempos(t)
    })
  }
  await knex.schema.createTable('etapas_seletivas', (t) => {
    daEmpresa(t)
    t.integer('ordem').notNullable().defaultTo(1)
    t.string('nome', 100).notNullable()
    t.boolean('analise_comportamental').notNullable().defaultTo(false)
    tempos(t)
  })

  await knex.schema.createTable('perfis', (t) => {
    t.increments('id')
    t.string('nome', 100).notNullable()
    t.text('autoridades').notNullable().defaultTo('[]')
    tempos(t)
  })
  await knex.schema.createTable('usuarios', (t) => {
    t.increments('id')
    t.string('nome', 100).notNullable()
    t.string('cpf', 11).notNullable().unique()
    t.string('email', 200)
    t.string('senha_hash', 255).notNullable()
    t.boolean('ativo').notNullable().defaultTo(true)
    t.text('acessos').notNullable().defaultTo('[]')
    tempos(t)
  })

  // Candidates get their full record in the recruitment issue; the portal login needs these columns now.
  await knex.schema.createTable('candidatos', (t) => {
    daEmpresa(t)
    t.string('nome', 100).notNullable()
    t.string('cpf', 11)
    t.string('email', 200)
    t.string('senha_hash', 255)
    t.string('removed_at', 30)
    tempos(t)
    t.index(['empresa_id', 'cpf'])
  })

  await knex.schema.createTable('sessoes', (t) => {
    t.string('token_hash', 64).primary()
    t.string('tipo', 10).notNullable()
    t.integer('sujeito_id').notNullable()
    t.integer('empresa_id').notNullable()
    t.string('criada_em', 30).notNullable()
    t.string('expira_em', 30).notNullable()
    t.index(['tipo', 'sujeito_id'])
    t.index(['expira_em'])
  })
  await knex.schema.createTable('tentativas_login', (t) => {
    t.increments('id')
    t.string('chave', 200).notNullable()
    t.string('em', 30).notNullable()
    t.index(['chave', 'em'])
  })
  // Outgoing mail: every message is kept (sent through SMTP or, without SMTP, waiting in the outbox).
  await knex.schema.createTable('caixa_saida', (t) => {
    t.increments('id')
    t.integer('empresa_id')
    t.text('para').notNullable()
    t.string('assunto', 200).notNullable()
    t.text('texto').notNullable()
    t.text('html')
    t.string('situacao', 20).notNullable()
    t.string('erro', 500)
    t.string('criado_em', 30).notNullable()
    t.string('enviado_em', 30)
    t.index(['empresa_id', 'criado_em'])
  })
  await knex.schema.createTable('auditoria', (t) => {
    t.increments('id')
    t.string('em', 30).notNullable()
    t.integer('usuario_id')
    t.integer('empresa_id')
    t.string('entidade', 100).notNullable()
    t.integer('entidade_id')
    t.string('acao', 20).notNullable()
    t.text('antes')
    t.text('depois')
    t.index(['empresa_id', 'em'])
    t.index(['entidade', 'entidade_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const t of [
    'auditoria',
    'caixa_saida',
    'tentativas_login',
    'sessoes',
    'candidatos',
    'usuarios',
    'perfis',
    'etapas_seletivas',
    ...CADASTROS_SIMPLES,
    'cargos',
    'areas_organizacionais',
    'estabelecimentos',
    'empresas',
    'cbo_ocupacoes',
    'cidades',
    'estados',
  ]) {
    await knex.schema.dropTableIfExists(t)
  }
}
