import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { conferir, fontes, gravacoesEm, type Permitida } from './gravacoes.ts'

/**
 * One write path (issue 10, item 2): a declared record is created, changed or removed through core/shared/crud.ts
 * (decode → validar → prepare → store → audit, in one transaction). Anything else that writes — the repository
 * called directly, knex — is listed here with its reason, so a new bypass fails CI until someone argues for it.
 * Keep it short: a write of a declared resource by an actor belongs in crud.
 */
const PERMITIDAS: ReadonlyArray<Permitida> = [
  // The write path itself and what it stands on.
  { arquivo: 'core/shared/crud.ts', alvos: ['repo.create r', 'repo.update r', 'repo.alterar r', 'repo.remove r'], motivo: 'o caminho de gravação' },
  { arquivo: 'adapters/db/repositorio.ts', alvos: ['*'], motivo: 'o repositório genérico e a sua auditoria (na transação da mudança)' },
  { arquivo: 'adapters/db/migrar.ts', alvos: ['knex.insert ?'], motivo: 'dados de referência carregados pela migração (UFs, municípios, CBO, tabelas do eSocial)' },
  { arquivo: 'adapters/db/busca.ts', alvos: ['knex.delete contagens', 'sql contagens'], motivo: 'contadores por empresa mantidos por gatilhos do banco (tabela de sistema)' },

  // Tables that are not declared resources.
  {
    arquivo: 'adapters/db/sessao.ts',
    alvos: ['knex.insert sessoes', 'knex.delete sessoes', 'knex.update sessoes', 'sql tentativas_login', 'knex.delete tentativas_login', 'knex.insert auditoria'],
    motivo: 'sessões, tentativas de login e o próprio log de auditoria (porta Auditoria): tabelas de sistema, não recursos declarados',
  },
  { arquivo: 'adapters/avaliacao/acompanhamentos.ts', alvos: ['knex.insert lembretes_acompanhamento'], motivo: 'registro dos lembretes de acompanhamento enviados (porta LembretesAcompanhamento): um por gestor e dia, como a caixa de saída' },
  { arquivo: 'adapters/correio.ts', alvos: ['knex.insert caixa_saida'], motivo: 'a caixa de saída é o registro do próprio envio de e-mail (porta Correio); o recurso declarado só a lê' },
  {
    arquivo: 'adapters/externo/index.ts',
    alvos: ['knex.insert consentimentos', 'knex.update tokensRecuperacao', 'knex.delete tokensRecuperacao', 'knex.insert tokensRecuperacao', 'knex.delete desafiosUsados', 'knex.insert desafiosUsados'],
    motivo: 'log de consentimentos (LGPD), links de recuperação de senha e desafios anti-robô já usados: tabelas do portal, não recursos declarados',
  },
  {
    arquivo: 'adapters/gestao-talentos/entrevistasDesligamentoLink.ts',
    alvos: ['knex.update links_entrevista_desligamento', 'knex.insert links_entrevista_desligamento'],
    motivo: 'links da entrevista de desligamento (só o hash do token, validade, uso único): tabela de sistema como a dos links de recuperação de senha; a entrevista em si é gravada pelo crud',
  },
  {
    arquivo: 'adapters/db/idSorteado.ts',
    alvos: ['knex.insert ?'],
    motivo: 'insert sob id sorteado das tabelas de respostas anônimas (pesquisas e avaliações de desempenho, abaixo): sem auditoria de propósito',
  },
  {
    arquivo: 'adapters/avaliacao/respostasAnonimas.ts',
    alvos: ['knex.delete avaliacoes_desempenho_respostas_anonimas'],
    motivo:
      'respostas de avaliação de desempenho anônima: gravadas sem auditoria de propósito (o log guardaria o usuário e o instante, e ligaria a resposta ao avaliador); o participante é gravado pelo crud',
  },
  {
    arquivo: 'adapters/pesquisa/respostasAnonimas.ts',
    alvos: ['knex.delete pesquisas_respostas_anonimas'],
    motivo:
      'respostas de pesquisa anônima: gravadas sem auditoria de propósito (o log guardaria o usuário e o instante, e ligaria a resposta à pessoa); quem respondeu é gravado pelo crud em colaborador_respostas',
  },
  {
    arquivo: 'adapters/desenvolvimento/presencaQrCode.ts',
    alvos: ['knex.insert segredosInstalacao', 'knex.update segredosInstalacao'],
    motivo: 'a chave que assina os QR codes de presença, criada uma vez no primeiro uso (insert … on conflict ignore): segredo da instalação, nunca auditado nem exposto; a presença em si é gravada pelo crud',
  },
  {
    arquivo: 'adapters/captacao/candidatos.ts',
    alvos: ['knex.insert documentosAnexos', 'knex.update documentosAnexos', 'knex.delete documentosAnexos'],
    motivo: 'anexos do candidato: tabela com os arquivos, ainda não declarada como recurso (sem auditoria: pendente)',
  },

  {
    arquivo: 'adapters/gestao-talentos/fatosIndicadores.ts',
    alvos: ['sql indicadores_saldos', 'sql indicadores_pendentes', 'sql indicadores_talentos'],
    motivo: 'fatos guardados dos indicadores (absenteísmo, turnover): somas recalculáveis, marcadas por gatilhos do banco e postas em dia antes de cada leitura; não são registros do domínio',
  },
  { arquivo: 'adapters/gestao-talentos/talento-dinamico.ts', alvos: ['knex.insert configs_relatorio_dinamico'], motivo: 'escolha de colunas e título do relatório dinâmico, preferência do próprio usuário (porta ConfigsRelatorioDinamico); não é registro do domínio' },
  { arquivo: 'adapters/utilitario/backup.ts', alvos: ['knex.insert backups', 'knex.update backups'], motivo: 'registro dos backups gerados (arquivo, data, tamanho, autor, situação e andamento do trabalho em segundo plano): tabela de sistema; a geração fica no log' },
  {
    arquivo: 'adapters/db/backup.ts',
    alvos: ['knex.insert knex_migrations_lock', 'knex.update ?', 'knex.insert knex_migrations'],
    motivo: 'restauração de backup: recria o banco inteiro (qualquer tabela, linhas já gravadas e auditadas na origem) numa transação só; o registro das migrações',
  },

  // Declared tables written on purpose outside crud.
  {
    arquivo: 'adapters/captacao/candidatos.ts',
    alvos: ['knex.update candidatos'],
    motivo: 'qualificação recalculada pelas verificações de pendências: estado do servidor gravado sem mexer em atualizadoEm (o expurgo LGPD conta a partir dele); o caso de uso registra a mudança no log',
  },
  {
    arquivo: 'adapters/captacao/candidatos.ts',
    alvos: ['knex.delete examesPalografico'],
    motivo: 'cascata: os exames palográficos saem com o candidato removido (e com os anexos)',
  },
  {
    arquivo: 'adapters/captacao/candidatos.ts',
    alvos: ['knex.update auditoria'],
    motivo: 'LGPD: apaga do log os dados pessoais de um candidato removido, guardando quem fez o quê',
  },
  {
    arquivo: 'adapters/captacao/candidatos.ts',
    alvos: ['knex.insert candidatos', 'knex.insert auditoria'],
    motivo: 'importação em lote: linhas já validadas uma a uma pelo caso de uso, inseridas de 200 em 200 com uma entrada de log por candidato',
  },
  {
    arquivo: 'adapters/externo/index.ts',
    alvos: ['knex.update candidatos', 'knex.update avaliacoesCandidato', 'knex.delete tokensRecuperacao'],
    motivo: 'LGPD: anonimização do candidato (todas as colunas pessoais, declaradas ou não); o caso de uso registra a remoção sem os dados',
  },
  {
    arquivo: 'adapters/captacao/candidatos-demo.ts',
    alvos: ['knex.update candidatos'],
    motivo: 'demonstração: recua criadoEm/atualizadoEm (que o repositório carimba com agora) de registros criados pelo caminho de gravação',
  },
  {
    arquivo: 'adapters/captacao/solicitacoes-pessoal.ts',
    alvos: ['knex.update candidatoSolicitacao', 'knex.update historico'],
    motivo: 'demonstração: recua no tempo as datas do quadro criado pelos casos de uso (tempo na etapa)',
  },
  {
    arquivo: 'core/sessao/meusDados.ts',
    alvos: ['repo.alterar colaboradores'],
    motivo: "'Atualizar Meus Dados': a pessoa altera o próprio cadastro sem a permissão de talentos, só os campos do caso de uso",
  },
  // Cargos e Salários.
  {
    arquivo: 'core/cargo-salario/consultarColaborador.ts',
    alvos: ['repo.remove historicosColaborador'],
    motivo: 'cascata: o histórico sai com o talento removido (a regra que impede remover só a admissão vale para remoções avulsas)',
  },
  { arquivo: 'core/cargo-salario/faixas-salariais.ts', alvos: ['repo.remove historicos'], motivo: 'cascata: o histórico de uma faixa ou índice sai com ela' },
  {
    arquivo: 'core/cargo-salario/colaboradores.ts',
    alvos: ['repo.alterar historicosColaborador'],
    motivo: 'derivado: a linha de admissão do histórico acompanha a data de admissão do talento',
  },
  {
    arquivo: 'adapters/cargo-salario/reajustes.ts',
    alvos: ['sql colaborador_historicos', 'sql auditoria', 'knex.insert auditoria', 'knex.update reajustes_colaboradores', 'knex.delete reajustes_colaboradores'],
    motivo:
      'reajustes em lote: a movimentação coletiva, aplicar e cancelar uma tabela de talentos gravam milhares de linhas e históricos com um comando cada (20.000 talentos em segundos), na transação do caso de uso (core/cargo-salario/reajustes.ts, que decide), com uma entrada de log por histórico',
  },
  {
    arquivo: 'adapters/cargo-salario/reajustes.ts',
    alvos: ['knex.update reajustes_faixas_salariais', 'knex.update reajustes_indices', 'knex.delete reajustes_faixas_salariais', 'knex.delete reajustes_indices'],
    motivo: 'derivado e cascata: a fotografia do que vigorava na data da tabela (estado da linha) e as linhas que saem com a tabela removida',
  },
]

const RAIZ = resolve(import.meta.dirname, '../..')

describe('um só caminho de gravação (core/shared/crud.ts)', () => {
  it('core/, adapters/, http/ e cli/ só gravam fora do crud onde a lista permite, e a lista não tem sobras', () => {
    const { proibidas, sobrando } = conferir(fontes(RAIZ, ['core', 'adapters', 'http', 'cli']), PERMITIDAS)
    expect(proibidas, 'gravações fora do caminho de gravação: use core/shared/crud.ts ou justifique em PERMITIDAS').toEqual([])
    expect(sobrando, 'entradas de PERMITIDAS que nada mais usa: retire-as').toEqual([])
  })

  it('acha um desvio pelo repositório e pelo knex, também num arquivo já listado', () => {
    const desvio = `
      const gravar = (e: Escopo) => Effect.gen(function* () {
        const repo = yield* Repositorio
        yield* repo.update(candidatos, e, 1, { nome: 'x' })
        yield* (yield* Repositorio).remove(historico, e, 2)
        const r = yield* Repositorio
        yield* r.create(anuncios, e, {})
        yield* q((db) =>
          db('solicitacoes_pessoal')
            .where({ id: 1 })
            .update({ status: 'C' }),
        )
        yield* q((db) => db('candidatos').where('id', 1).del())
        yield* q((db) => db.raw('update usuarios set ativo = false where id = ?', [1]))
      })`
    expect(gravacoesEm(desvio).map((g) => g.alvo)).toEqual([
      'repo.update candidatos',
      'repo.remove historico',
      'repo.create anuncios',
      'knex.update solicitacoes_pessoal',
      'knex.delete candidatos',
      'sql usuarios',
    ])
    const arquivos = new Map([
      ['core/captacao/novo.ts', desvio],
      ['adapters/captacao/candidatos.ts', `const x = q((db) => db('candidatos').where({ id }).update({ ocrTexto: t }))\nconst y = q((db) => db('historico').insert(h))`],
    ])
    const permitidas: ReadonlyArray<Permitida> = [{ arquivo: 'adapters/captacao/candidatos.ts', alvos: ['knex.update candidatos'], motivo: 'x' }]
    expect(conferir(arquivos, permitidas).proibidas).toEqual([
      'core/captacao/novo.ts:4 repo.update candidatos',
      'core/captacao/novo.ts:5 repo.remove historico',
      'core/captacao/novo.ts:7 repo.create anuncios',
      'core/captacao/novo.ts:11 knex.update solicitacoes_pessoal',
      'core/captacao/novo.ts:13 knex.delete candidatos',
      'core/captacao/novo.ts:14 sql usuarios',
      'adapters/captacao/candidatos.ts:2 knex.insert historico',
    ])
  })

  it('não confunde gravação com hash, Map, rota ou comentário', () => {
    const inocente = `
      const h = createHash('sha256').update(t).digest('hex')
      cache.delete(chave)
      app.delete('/candidatos/:id', (c) => c.json({}))
      // repo.update(candidatos, e, 1, {}) in a comment
      /** db('x').insert(y) in a doc comment */
      const texto = 'Atualize os dados'
    `
    expect(gravacoesEm(inocente)).toEqual([])
  })
})
