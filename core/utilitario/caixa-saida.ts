import { opcoes, texto, textoLongo } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** Outgoing mail as recorded by the mail port (Utilitários › Caixa de Saída); read-only. */
export const caixaSaida = defineResource({
  name: 'utilitario/caixa-saida',
  table: 'caixa_saida',
  label: 'Caixa de Saída',
  labelSingular: 'E-mail',
  scope: 'empresa',
  authority: 'ROLE_UTILITARIO_CAIXA_SAIDA',
  readOnly: true,
  fields: {
    criadoEm: texto({ label: 'Data/Hora', max: 30, required: true, list: true, feminino: true }),
    para: textoLongo({ label: 'Para', required: true, list: true }),
    assunto: texto({ label: 'Assunto', max: 200, required: true, list: true }),
    situacao: opcoes({
      label: 'Situação',
      feminino: true,
      required: true,
      list: true,
      options: [
        { id: 'PENDENTE', name: 'Pendente (SMTP não configurado)' },
        { id: 'ENVIADO', name: 'Enviado' },
        { id: 'ERRO', name: 'Erro no envio' },
      ],
    }),
    erro: texto({ label: 'Erro', max: 500 }),
    texto: textoLongo({ label: 'Texto', required: true }),
  },
  sort: { field: 'criadoEm', order: 'DESC' },
  menu: { grupo: 'Utilitários', subgrupo: 'Segurança', ordem: 4 },
})
