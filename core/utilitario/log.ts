import { inteiro, opcoes, referencia, texto, textoLongo } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** The audit log (Utilitários › Log): who changed what and when, written by the repository; read-only. */
export const log = defineResource({
  name: 'utilitario/log',
  table: 'auditoria',
  label: 'Log de Alterações',
  labelSingular: 'Registro de Log',
  scope: 'empresa',
  authority: 'ROLE_UTILITARIO_LOG',
  readOnly: true,
  fields: {
    em: texto({ label: 'Data/Hora', max: 30, required: true, list: true, feminino: true }),
    usuarioId: referencia({ label: 'Usuário', resource: 'utilitario/usuarios', list: true }),
    acao: opcoes({
      label: 'Ação',
      feminino: true,
      required: true,
      list: true,
      options: [
        { id: 'criar', name: 'Inclusão' },
        { id: 'alterar', name: 'Alteração' },
        { id: 'remover', name: 'Remoção' },
        { id: 'login', name: 'Login' },
        { id: 'logout', name: 'Logout' },
        { id: 'senha', name: 'Troca de senha' },
        { id: 'outro', name: 'Outro' },
      ],
    }),
    entidade: texto({ label: 'Cadastro', max: 100, required: true, list: true }),
    entidadeId: inteiro({ label: 'Código', list: true }),
    antes: textoLongo({ label: 'Antes' }),
    depois: textoLongo({ label: 'Depois' }),
  },
  sort: { field: 'em', order: 'DESC' },
  menu: { grupo: 'Utilitários', subgrupo: 'Segurança', ordem: 3 },
})
