import { Layer } from 'effect'
import type { Knex } from 'knex'
import { RECURSOS } from '../core/recursos.ts'
import { Contas } from '../core/sessao/ports.ts'
import { Auditoria, HashSenha, Lembrancas, Relogio, Sessoes, TentativasLogin } from '../core/shared/ports.ts'
import { Repositorio } from '../core/shared/repositorio.ts'
import { criarRepositorio, type ExtensoesSql } from './db/repositorio.ts'
import { criarAuditoria, criarContas, criarSessoes, criarTentativas, hashSenha } from './db/sessao.ts'
import { lembrancasDe } from './db/lembrancas.ts'
import { relogioSistema } from './relogio.ts'
import { camadaCorreio } from './correio.ts'
import { camadaArquivos } from './arquivos.ts'
import { Backups } from '../core/utilitario/backup.ts'
import { criarBackups } from './utilitario/backup.ts'
import { dataDirPadrao } from './db/knex.ts'
import { join } from 'node:path'
import { camadaConsultaCep } from './cep.ts'
import { camadaRelatorios } from './relatorios/camada.ts'
import { MODULOS_ADAPTADORES } from './modulos.ts'

/** SQL of every module's computed columns and predicate filters. */
export const EXTENSOES_SQL: ExtensoesSql = Object.assign({}, ...MODULOS_ADAPTADORES.map((m): ExtensoesSql => m.extensoes ?? {}))

type CamadasDe<T extends ReadonlyArray<{ readonly camada: (knex: Knex) => Layer.Layer.Any }>> = { -readonly [K in keyof T]: ReturnType<T[K]['camada']> }

/** Each module's layer, typed one by one (a tuple), so Servicos lists every module's ports. */
const camadasDosModulos = (knex: Knex) => MODULOS_ADAPTADORES.map((m) => m.camada(knex)) as unknown as CamadasDe<typeof MODULOS_ADAPTADORES>

/** Every port of the core, implemented over one Knex instance (files under `arquivosDir`). */
export const camadasBanco = (knex: Knex, arquivosDir?: string) =>
  Layer.mergeAll(
    Layer.succeed(Repositorio, criarRepositorio(knex, () => RECURSOS, EXTENSOES_SQL)),
    Layer.succeed(Sessoes, criarSessoes(knex)),
    Layer.succeed(Lembrancas, lembrancasDe(knex)),
    Layer.succeed(TentativasLogin, criarTentativas(knex)),
    Layer.succeed(Auditoria, criarAuditoria(knex)),
    Layer.succeed(Contas, criarContas(knex)),
    Layer.succeed(HashSenha, hashSenha),
    Layer.succeed(Relogio, relogioSistema),
    camadaCorreio(knex),
    camadaArquivos(arquivosDir),
    Layer.succeed(Backups, criarBackups(knex, arquivosDir ?? join(dataDirPadrao(), 'files'))),
    camadaConsultaCep(),
    camadaRelatorios(knex, MODULOS_ADAPTADORES.map((m) => m.consultas ?? {})),
    ...camadasDosModulos(knex),
  )

export type Servicos = Layer.Layer.Success<ReturnType<typeof camadasBanco>>
