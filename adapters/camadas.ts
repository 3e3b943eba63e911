import { Layer } from 'effect'
import type { Knex } from 'knex'
import { RECURSOS } from '../core/recursos.ts'
import { Contas } from '../core/sessao/ports.ts'
import { Auditoria, HashSenha, Relogio, Repositorio, Sessoes, TentativasLogin } from '../core/shared/ports.ts'
import { criarRepositorio } from './db/repositorio.ts'
import { criarAuditoria, criarContas, criarSessoes, criarTentativas, hashSenha } from './db/sessao.ts'
import { relogioSistema } from './relogio.ts'
import { camadasCaptacao } from './captacao/camadas.ts'
import { camadaPortal } from './externo/camada.ts'
import { camadaCorreio } from './correio.ts'
import { camadaArquivos } from './arquivos.ts'
import { camadaConsultaCep } from './cep.ts'
import { camadaRenderizador } from './relatorios/camada.ts'
import { camadaRelatoriosCaptacao } from './captacao/relatorios.ts'

/** Every port of the core, implemented over one Knex instance (files under `arquivosDir`). */
export const camadasBanco = (knex: Knex, arquivosDir?: string) =>
  Layer.mergeAll(
    Layer.succeed(Repositorio, criarRepositorio(knex, () => RECURSOS)),
    Layer.succeed(Sessoes, criarSessoes(knex)),
    Layer.succeed(TentativasLogin, criarTentativas(knex)),
    Layer.succeed(Auditoria, criarAuditoria(knex)),
    Layer.succeed(Contas, criarContas(knex)),
    Layer.succeed(HashSenha, hashSenha),
    Layer.succeed(Relogio, relogioSistema),
    camadaCorreio(knex),
    camadaArquivos(arquivosDir),
    camadaConsultaCep(),
    camadaRenderizador,
    camadaRelatoriosCaptacao(knex),
    camadasCaptacao(knex),
    camadaPortal(knex),
  )

export type Servicos = Layer.Layer.Success<ReturnType<typeof camadasBanco>>
