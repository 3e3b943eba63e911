import { Effect } from 'effect'
import type { Knex } from 'knex'
import { colaboradorTurma } from '../../core/desenvolvimento/colaborador-turma.ts'
import { anexarDocumento } from '../../core/desenvolvimento/documentosTurma.ts'
import { ROLE_MEUS_TREINAMENTOS } from '../../core/desenvolvimento/treinamentos.ts'
import { alterar } from '../../core/shared/crud.ts'
import { recursoPorNome } from '../../core/recursos.ts'
import { atorDemo } from '../gestao-talentos/demo.ts'
import { DEMO } from '../utilitario/demo.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

/** A one-page PDF (the class's attendance list) for the demo's attached document. */
const PDF_LISTA = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/**
 * Class operations in the demo (issue 17): the NR-10 class (running from today, demo.ts) gets the employee user of
 * the demo (Maria, linked to an employee) as a participant, her profile 'Meus Treinamentos' (so she can check in by
 * QR code on her phone), and an attached document.
 */
export const semearDemoOperacoesTurma = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  const turma = await knex('turmas').where({ empresaId: ator.escopo.empresaId, descricao: 'NR-10 — Turma básica' }).first('id')
  if (!turma) return
  const turmaId = Number(turma.id)
  const maria = await knex('usuarios').where('cpf', DEMO.cpfRestrito.replace(/\D/g, '')).first('colaboradorId')
  const colaboradorId = maria?.colaboradorId ? Number(maria.colaboradorId) : undefined
  if (colaboradorId && !(await knex('colaboradorTurmas').where({ turmaId, colaboradorId }).first('id'))) {
    await rodar(Effect.either(criarNaDemo(colaboradorTurma, ator, { turmaId, colaboradorId })))
  }
  const perfis = recursoPorNome('utilitario/perfis')!
  const gestor = await knex('perfis').where('nome', 'Gestor de Cargos').first('id', 'autoridades')
  if (gestor) {
    const atuais = JSON.parse(String(gestor.autoridades ?? '[]')) as string[]
    if (!atuais.includes(ROLE_MEUS_TREINAMENTOS)) await rodar(Effect.orDie(alterar(perfis, ator, Number(gestor.id), { autoridades: [...atuais, ROLE_MEUS_TREINAMENTOS] })))
  }
  await rodar(Effect.orDie(anexarDocumento(ator, turmaId, { nome: 'lista-de-presenca-nr10.pdf', conteudo: PDF_LISTA })))
}
