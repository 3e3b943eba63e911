import { dataHora, inteiro, opcoes, referencia, textoLongo } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

export interface Tela {
  readonly id: string
  readonly name: string
}

/** What the log records that is not a screen's record. */
const OUTRAS: ReadonlyArray<Tela> = [
  { id: 'sessao', name: 'Sessão' },
  { id: 'utilitario/backup', name: 'Backup' },
]

/**
 * The audit log (Utilitários › Log): who changed what and when, written by the repository; read-only. Each
 * change is named by its screen ('Candidatos', not 'captacao/candidatos'): the screens are every module's
 * resources, handed in by core/modulos.ts and read when shown.
 */
export const definirLog = (telas: () => ReadonlyArray<Tela>) => defineResource({
  name: 'utilitario/log',
  table: 'auditoria',
  label: 'Log de Alterações',
  labelSingular: 'Registro de Log',
  scope: 'empresa',
  authority: 'ROLE_UTILITARIO_LOG',
  readOnly: true,
  fields: {
    em: dataHora({ label: 'Data/Hora', required: true, list: true, feminino: true }),
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
        { id: 'leitura', name: 'Leitura' },
        { id: 'outro', name: 'Outro' },
      ],
    }),
    entidade: opcoes({ label: 'Tela', required: true, list: true, feminino: true, options: () => [...telas(), ...OUTRAS] }),
    entidadeId: inteiro({ label: 'Código', list: true }),
    antes: textoLongo({ label: 'Antes' }),
    depois: textoLongo({ label: 'Depois' }),
  },
  sort: { field: 'em', order: 'DESC' },
  menu: { grupo: 'Utilitários', subgrupo: 'Segurança', ordem: 3 },
})
