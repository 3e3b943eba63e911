import { defineModulo, type Autoridade } from '../shared/modulo.ts'
import { TELA_BACKUP } from './backup.ts'
import { caixaSaida } from './caixa-saida.ts'
import { TELA_COPIA_CADASTRO } from './copia-cadastro.ts'
import { empresas } from './empresas.ts'
import { estabelecimentos } from './estabelecimentos.ts'
import { definirLog, type Tela } from './log.ts'
import { definirPerfis } from './perfis.ts'
import { usuarios } from './usuarios.ts'

/** Administration: companies, users, profiles (over the whole catalogue of authorities), the log, the outbox, backups and the copy of a company's registers. */
export const moduloUtilitario = (catalogo: () => ReadonlyArray<Autoridade>, telas: () => ReadonlyArray<Tela>) =>
  defineModulo({
    nome: 'utilitario',
    grupo: { nome: 'Utilitários', ordem: 99 },
    autoridades: [
      { id: 'ROLE_UTILITARIO_CAIXA_SAIDA', name: 'Utilitários: caixa de saída de e-mails' },
      { id: 'ROLE_UTILITARIO_EMPRESAS', name: 'Utilitários: empresas e estabelecimentos' },
      { id: 'ROLE_UTILITARIO_USUARIOS', name: 'Utilitários: usuários e perfis' },
      { id: 'ROLE_UTILITARIO_LOG', name: 'Utilitários: log de alterações' },
      { id: 'ROLE_CAD_INFO_PESSOAL', name: 'Atualizar Meus Dados' },
      { id: 'ROLE_UTILITARIO_BACKUP', name: 'Utilitários: backup (só o administrador da instalação gera e baixa)' },
    ],
    telas: [TELA_BACKUP, TELA_COPIA_CADASTRO],
    recursos: [empresas, estabelecimentos, usuarios, definirPerfis(catalogo), definirLog(telas), caixaSaida],
  })
