import { Hono } from 'hono'
import { CERTIFICADO_NAO_ENCONTRADO, verificarCertificado } from '../../core/desenvolvimento/verificacao.ts'
import { erro, executar, type Env } from '../executar.ts'
import { defineRotas } from '../modulo.ts'
import { documentar } from '../openapi.ts'
import { enderecoDoCliente } from '../origem.ts'

/**
 * Public verification of a certificate by its code (the QR code's link opens the portal page /externo/verificar/{codigo},
 * which reads this): rate-limited per client address; an unknown code is a 404 with the message.
 */
export const rotasDesenvolvimento = defineRotas({
  nome: 'desenvolvimento',
  publicas: () =>
    new Hono<Env>().get('/desenvolvimento/verificar/:codigo', documentar('Verificação pública de um certificado pelo código: nome, curso, carga horária, data, empresa e situação (Válido ou Revogado)'), (c) =>
      executar(c, verificarCertificado(c.req.param('codigo'), enderecoDoCliente(c)), (r) => (r ? c.json(r) : erro(c, 404, 'NAO_ENCONTRADO', CERTIFICADO_NAO_ENCONTRADO))),
    ),
})
