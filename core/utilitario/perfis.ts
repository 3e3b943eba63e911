import { ehAdministradorInstalacao } from '../shared/ator.ts'
import { texto, varias } from '../shared/campos.ts'
import type { Autoridade } from '../shared/modulo.ts'
import { defineResource } from '../shared/resource.ts'

/**
 * A profile grants authorities; users receive one profile per company they may enter. The authorities offered
 * are the catalogue of every module (this one included), handed in by core/modulos.ts and read when used.
 */
export const definirPerfis = (catalogo: () => ReadonlyArray<Autoridade>) =>
  defineResource({
    name: 'utilitario/perfis',
    table: 'perfis',
    label: 'Perfis',
    labelSingular: 'Perfil',
    scope: 'global',
    authority: 'ROLE_UTILITARIO_USUARIOS',
    fields: {
      nome: texto({ label: 'Nome', max: 100, required: true, list: true, unique: 'Já existe um perfil com este nome' }),
      autoridades: varias({ label: 'Permissões', options: catalogo, feminino: true }),
    },
    sort: { field: 'nome', order: 'ASC' },
    // Profiles serve every company: company administrators assign them (only those within their own permissions)
    // but only the installation administrator creates, changes or removes them.
    podeGravar: ehAdministradorInstalacao,
    menu: { grupo: 'Utilitários', subgrupo: 'Segurança', ordem: 2 },
  })
