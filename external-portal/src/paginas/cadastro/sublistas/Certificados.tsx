import type { Certificado } from '../../../../../core/geral/itensPessoa.ts'
import { dataBr } from '../../../mascaras.ts'
import { campos, MSG, nomeNaLista, type PropsLista } from './comum.tsx'
import { ListaEditavel } from './ListaEditavel.tsx'

/** Minutes ↔ 'hh:mm' (the hours of certificates and courses are stored in whole minutes). */
export const minutosParaHoras = (m: unknown) => (typeof m === 'number' && Number.isFinite(m) ? `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}` : '')
export const horasParaMinutos = (s: unknown) => {
  if (typeof s !== 'string' || !s.trim()) return undefined
  const t = s.trim()
  if (/^\d{1,6}$/.test(t)) return Number(t) * 60
  const m = /^(\d{1,6}):([0-5]\d)$/.exec(t)
  return m ? Number(m[1]) * 60 + Number(m[2]) : t
}
const mascararHoras = (s: string) => {
  const d = s.replace(/\D/g, '').slice(0, 8)
  return d.length > 2 ? `${d.slice(0, -2)}:${d.slice(-2)}` : d
}

/** Certificados or Cursos (spec 000 §3.8): the same item, the same dialog; only the end date's requirement differs (core). */
export const ListaCertificados = ({ tipo, l, ...comum }: PropsLista<Certificado> & { tipo: 'certificados' | 'cursos' }) => {
  const nome = tipo === 'certificados' ? 'Certificado' : 'Curso'
  const tipos = l.tiposCertificado ?? []
  return (
    <ListaEditavel<Certificado>
      id={`c-${tipo}`}
      titulo={tipo === 'certificados' ? 'Certificados' : 'Cursos'}
      lista={tipo}
      {...comum}
      resumo={(x) => ({
        titulo: `${x.titulo ?? ''} · ${x.organizacao ?? ''}`,
        detalhe: [nomeNaLista(tipos, x.tipo), [x.dataInicio ? dataBr(x.dataInicio) : '', x.dataFim ? dataBr(x.dataFim) : ''].filter(Boolean).join(' – ')].filter(Boolean).join(' · '),
      })}
      tituloNovo={`Inserir ${nome}`}
      paraEdicao={(x) => ({ ...x, cargaHorariaTotal: minutosParaHoras(x.cargaHorariaTotal), cargaHorariaDiaria: minutosParaHoras(x.cargaHorariaDiaria) })}
      converter={(v) => ({ ...v, cargaHorariaTotal: horasParaMinutos(v['cargaHorariaTotal']), cargaHorariaDiaria: horasParaMinutos(v['cargaHorariaDiaria']) })}
      mensagem={(a) => MSG[tipo](a)}
      corpo={(v, setV, e) => {
        const { texto, escolha } = campos(tipo === 'certificados' ? 'cer' : 'cur', v, setV, e)
        return (
          <>
            {texto('titulo', 'Título', { max: 150, obrigatorio: true })}
            {texto('organizacao', 'Organização Emissora', { max: 150, obrigatorio: true })}
            {escolha('tipo', 'Tipo', tipos, { obrigatorio: true })}
            {texto('dataInicio', 'Data de Início', { tipo: 'date', obrigatorio: true })}
            {texto('dataFim', 'Data de Fim', { tipo: 'date', obrigatorio: tipo === 'certificados' })}
            {texto('validade', 'Validade', { tipo: 'date' })}
            {texto('cargaHorariaTotal', 'Carga horária total (hh:mm)', { max: 9, mascara: mascararHoras })}
            {texto('cargaHorariaDiaria', 'Carga horária diária (hh:mm)', { max: 5, mascara: mascararHoras })}
            {texto('urlCertificado', 'URL do Certificado', { max: 500, tipo: 'url' })}
          </>
        )
      }}
    />
  )
}
