import { Hono } from 'hono'
import {
  colunasDisponiveis,
  gravarConfigRelatorioDinamico,
  lerConfigRelatorioDinamico,
  podeGerarRelatorioDinamico,
} from '../../core/gestao-talentos/relatorios/talento-dinamico.ts'
import { lerJson } from '../corpo.ts'
import { atorDe } from '../crud.ts'
import { executar, type Env } from '../executar.ts'
import { defineRotas } from '../modulo.ts'
import { documentar } from '../openapi.ts'

const BASE = '/gestao-talentos/relatorios/talento-dinamico'

/**
 * The dynamic report's calls beyond its file (spec 001 §7): whether the user may generate it, the columns offered,
 * and the user's saved columns and title in the session's company (POST …/talento-dinamico?formato= is the report).
 */
const rotasTalentoDinamico = () => {
  const app = new Hono<Env>()
  app.get(`${BASE}/pode-gerar-relatorio-dinamico`, documentar('Se o usuário pode gerar o relatório dinâmico de talentos (booleano)'), (c) =>
    executar(c, podeGerarRelatorioDinamico(atorDe(c)), (r) => c.json(r)),
  )
  app.get(`${BASE}/colunas`, documentar('Colunas que o relatório dinâmico oferece: id, título, tipo e grupo'), (c) => executar(c, colunasDisponiveis(atorDe(c)), (r) => c.json(r)))
  app.get(`${BASE}/config-relatorio-dinamico`, documentar('Colunas (na ordem) e título salvos pelo usuário nesta empresa, ou os padrões'), (c) =>
    executar(c, lerConfigRelatorioDinamico(atorDe(c)), (r) => c.json(r)),
  )
  app.put(`${BASE}/config-relatorio-dinamico`, documentar('Salva as colunas (colunasDinamicas, na ordem) e o título do relatório dinâmico do usuário nesta empresa'), async (c) => {
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, gravarConfigRelatorioDinamico(atorDe(c), corpo), (r) => c.json(r))
  })
  return app
}

/** Talent management routes beyond its declarations: the dynamic report's configuration. */
export const rotasGestaoTalentos = defineRotas({ nome: 'gestao-talentos', internas: rotasTalentoDinamico })
