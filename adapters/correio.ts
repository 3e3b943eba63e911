import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import nodemailer from 'nodemailer'
import { FalhaEnvio } from '../core/shared/erros.ts'
import { Correio, type Mensagem } from '../core/shared/ports.ts'
import { consulta } from './db/repositorio.ts'

export interface ConfigCorreio {
  /** `smtp://user:pass@host:587` or `smtps://…`; absent = messages wait in the outbox. */
  readonly smtpUrl?: string | undefined
  readonly remetente?: string | undefined
}

/**
 * Mail port: every message is recorded in `caixa_saida`; with SMTP configured it is sent at once and
 * marked ENVIADO (or ERRO with the reason), otherwise it stays PENDENTE for the administrator to see.
 */
export const criarCorreio = (knex: Knex, cfg: ConfigCorreio = {}) => {
  const transporte = cfg.smtpUrl ? nodemailer.createTransport(cfg.smtpUrl) : undefined
  const remetente = cfg.remetente ?? 'RH <nao-responda@rh.local>'
  const registrar = (m: Mensagem, situacao: string, erro?: string) =>
    consulta(knex, (db) =>
      db('caixa_saida').insert({
        empresaId: m.empresaId ?? null,
        para: JSON.stringify(m.para),
        assunto: m.assunto.slice(0, 200),
        texto: m.texto,
        html: m.html ?? null,
        situacao,
        erro: erro?.slice(0, 500) ?? null,
        criadoEm: new Date().toISOString(),
        enviadoEm: situacao === 'ENVIADO' ? new Date().toISOString() : null,
      }),
    )
  return {
    enviar: (m: Mensagem) =>
      Effect.gen(function* () {
        if (!transporte) {
          yield* registrar(m, 'PENDENTE')
          return
        }
        const r = yield* Effect.either(
          Effect.tryPromise({
            try: () =>
              transporte.sendMail({
                from: remetente,
                to: [...m.para],
                subject: m.assunto,
                text: m.texto,
                ...(m.html ? { html: m.html } : {}),
                ...(m.responderPara ? { replyTo: m.responderPara } : {}),
              }),
            catch: (e) => new FalhaEnvio({ message: e instanceof Error ? e.message : String(e) }),
          }),
        )
        if (r._tag === 'Left') {
          yield* registrar(m, 'ERRO', r.left.message)
          return yield* r.left
        }
        yield* registrar(m, 'ENVIADO')
      }),
  }
}

export const camadaCorreio = (knex: Knex, cfg: ConfigCorreio = { smtpUrl: process.env['SMTP_URL'], remetente: process.env['SMTP_FROM'] }) =>
  Layer.succeed(Correio, criarCorreio(knex, cfg))
