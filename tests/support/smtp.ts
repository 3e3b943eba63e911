import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on loopback that keeps what it receives. */
export const servidorSmtp = async () => {
  const recebidas: Array<{ de: string; para: string[]; dados: string }> = []
  const srv = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, sessao, fim) {
      let dados = ''
      stream.on('data', (c: Buffer) => (dados += c.toString('utf8')))
      stream.on('end', () => {
        recebidas.push({ de: String(sessao.envelope.mailFrom && sessao.envelope.mailFrom.address), para: sessao.envelope.rcptTo.map((r) => r.address), dados })
        fim()
      })
    },
  })
  await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', () => ok()))
  const porta = (srv.server.address() as AddressInfo).port
  return { url: `smtp://127.0.0.1:${porta}`, recebidas, fechar: () => new Promise<void>((ok) => srv.close(() => ok())) }
}

