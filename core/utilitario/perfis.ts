import { texto, varias } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { AUTORIDADES } from '../sessao/autoridades.ts'

/** A profile grants authorities; users receive one profile per company they may enter. */
export const perfis = defineResource({
  name: 'utilitario/perfis',
  table: 'perfis',
  label: 'Perfis',
  labelSingular: 'Perfil',
  scope: 'global',
  authority: 'ROLE_UTILITARIO_USUARIOS',
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true, unique: 'Já existe um perfil com este nome' }),
    autoridades: varias({ label: 'Permissões', options: AUTORIDADES, feminino: true }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Utilitários', subgrupo: 'Segurança', ordem: 2 },
})
