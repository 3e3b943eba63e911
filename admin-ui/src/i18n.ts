import polyglotI18nProvider from 'ra-i18n-polyglot'
import portugues from 'ra-language-portuguese'
import type { TranslationMessages } from 'react-admin'
import { RECURSOS } from '../../core/recursos.ts'

/** Keys react-admin 5 uses that ra-language-portuguese 1.6 lacks, plus the spec's wording where it differs. */
const complemento = {
  ra: {
    action: {
      clear_array_input: 'Limpar a lista',
      create: 'Incluir',
      create_item: 'Incluir %{item}',
      delete: 'Remover',
      remove: 'Remover',
      remove_all_filters: 'Remover todos os filtros',
      reset: 'Restaurar',
      search_columns: 'Pesquisar colunas',
      select_all: 'Selecionar todos',
      select_all_button: 'Selecionar todos',
      select_row: 'Selecionar esta linha',
      unselect: 'Desmarcar',
      open_menu: 'Abrir menu',
      close_menu: 'Fechar menu',
      update: 'Atualizar',
      move_up: 'Mover para cima',
      move_down: 'Mover para baixo',
      open: 'Abrir',
      toggle_theme: 'Alternar tema claro/escuro',
      select_columns: 'Colunas',
      update_application: 'Recarregar aplicação',
      search: 'Pesquisar',
    },
    boolean: { true: 'Sim', false: 'Não', null: ' ' },
    page: {
      dashboard: 'Início',
      empty: 'Nenhum registro encontrado.',
      invite: 'Deseja incluir um?',
      access_denied: 'Acesso Negado',
      authentication_error: 'Erro de autenticação',
      not_found: 'Página Não Encontrada',
      error: 'ERRO 500 - ERRO INTERNO DO SERVIDOR',
      loading: 'Carregando…',
    },
    input: { password: { toggle_visible: 'Ocultar senha', toggle_hidden: 'Mostrar senha' } },
    message: {
      access_denied: 'Você não está autorizado a acessar esta página. Entre em contato com o responsável pelos perfis na sua empresa.',
      authentication_error: 'O servidor de autenticação retornou um erro e suas credenciais não puderam ser verificadas.',
      auth_error: 'Ocorreu um erro ao validar a sessão.',
      are_you_sure: 'Tem certeza?',
      delete_content: 'Tem certeza que deseja remover?',
      delete_title: 'RH',
      bulk_delete_title: 'RH',
      bulk_delete_content: 'Tem certeza que deseja remover? |||| Tem certeza que deseja remover os %{smart_count} itens?',
      bulk_update_content: 'Tem certeza que deseja alterar %{name}? |||| Tem certeza que deseja alterar os %{smart_count} itens?',
      bulk_update_title: 'Alterar %{name} |||| Alterar %{smart_count} %{name}',
      clear_array_input: 'Tem certeza que deseja limpar a lista inteira?',
      invalid_form: 'Preencha os campos indicados',
      select_all_limit_reached: 'Há registros demais para selecionar todos. Apenas os primeiros %{max} foram selecionados.',
      unsaved_changes: 'Algumas alterações não foram salvas. Deseja realmente ignorá-las?',
      placeholder_data_warning: 'Problema de rede: não foi possível atualizar os dados.',
      not_found: 'ERRO 404 - PÁGINA NÃO ENCONTRADA',
      loading: 'Carregando…',
    },
    navigation: {
      no_results: 'Nenhum registro encontrado.',
      clear_filters: 'Limpar filtros',
      no_filtered_results: 'Nenhum registro encontrado.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir para a página %{page}',
      first: 'Ir para a primeira página',
      last: 'Ir para a última página',
      previous: 'Ir para a página anterior',
      next: 'Ir para a próxima página',
      page_rows_per_page: 'Registros por página:',
      skip_nav: 'Pular para o conteúdo',
    },
    sort: { sort_by: 'Ordenar por %{field_lower_first} %{order}', ASC: 'crescente', DESC: 'decrescente' },
    auth: {
      email: 'E-mail',
      user_menu: 'Menu do usuário',
      username: 'CPF',
      logout: 'Sair',
      auth_check_error: 'Sessão expirada.',
    },
    notification: {
      created: 'Registro incluído com sucesso.',
      updated: 'Registro alterado com sucesso. |||| %{smart_count} registros alterados com sucesso.',
      deleted: 'Registro removido com sucesso. |||| %{smart_count} registros removidos com sucesso.',
      item_doesnt_exist: 'O recurso solicitado não foi encontrado.',
      http_error: 'Erro',
      not_authorized: 'Não autorizado.',
      logged_out: 'Sessão expirada.',
      application_update_available: 'Uma nova versão está disponível.',
      offline: 'Sem conexão. Não foi possível carregar os dados.',
    },
    validation: { required: 'Obrigatório', unique: 'Deve ser único' },
    saved_queries: {
      label: 'Consultas salvas',
      query_name: 'Nome da consulta',
      new_label: 'Salvar consulta atual...',
      new_dialog_title: 'Salvar consulta atual como',
      remove_label: 'Remover consulta salva',
      remove_label_with_name: 'Remover consulta "%{name}"',
      remove_dialog_title: 'Remover consulta salva?',
      remove_message: 'Tem certeza que deseja remover este item das consultas salvas?',
      help: 'Filtre a lista e salve esta consulta para depois',
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspetor',
        content: 'Passe o mouse sobre os elementos para configurá-los',
        reset: 'Restaurar configurações',
        hideAll: 'Ocultar todos',
        showAll: 'Mostrar todos',
      },
    },
  },
}

/** Resource names and field labels straight from core's declarations (`resources.<name>.fields.<campo>`). */
const recursos = Object.fromEntries(
  RECURSOS.map((r) => [
    r.name,
    {
      name: `${r.labelSingular} |||| ${r.label}`,
      fields: Object.fromEntries(Object.entries(r.fields).map(([k, c]) => [k, c.label])),
    },
  ]),
)

type Arvore = { [k: string]: string | Arvore }

const mesclar = (a: Arvore, b: Arvore): Arvore => {
  const saida: Arvore = { ...a }
  for (const [k, v] of Object.entries(b)) {
    const atual = saida[k]
    saida[k] = typeof v === 'object' && typeof atual === 'object' ? mesclar(atual, v) : v
  }
  return saida
}

export const mensagens = mesclar(mesclar(portugues as unknown as Arvore, complemento), { resources: recursos }) as unknown as TranslationMessages

export const i18nProvider = polyglotI18nProvider(() => mensagens, 'pt-BR', [{ locale: 'pt-BR', name: 'Português (Brasil)' }], {
  allowMissing: true,
})
