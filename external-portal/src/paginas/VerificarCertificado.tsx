import { Alerta } from '../componentes/Alerta.tsx'
import { ErroApi } from '../api.ts'
import { useLocalizacao } from '../roteador.tsx'
import { useTitulo } from '../titulo.ts'
import { Carregando } from './Mensagens.tsx'
import { mensagemDe } from '../api.ts'
import { Pagina, useDados } from './comum.tsx'

/** GET /api/desenvolvimento/verificar/{codigo}: only what the page shows. */
interface Verificacao {
  readonly codigo: string
  readonly nome: string
  readonly curso: string
  readonly cargaHoraria: string
  readonly conclusao: string
  readonly emitidoEm: string
  readonly empresa: string
  readonly situacao: 'Válido' | 'Revogado'
}

const TITULO = 'Verificação de Certificado'

/**
 * /externo/verificar/{codigo}: what the certificate's QR code opens, without login. The talent's name, the course,
 * its workload, the completion date, the issuing company and 'Válido' or 'Revogado'; an unknown code says so.
 */
export const PaginaVerificarCertificado = () => {
  useTitulo(TITULO)
  const codigo = decodeURIComponent(useLocalizacao().caminho.split('/').pop() ?? '')
  const { dados, erro } = useDados<Verificacao>(`/desenvolvimento/verificar/${encodeURIComponent(codigo)}`)
  if (erro)
    return (
      <Pagina titulo={TITULO}>
        <Alerta tipo={erro instanceof ErroApi && erro.status === 404 ? 'aviso' : 'erro'}>{mensagemDe(erro)}</Alerta>
      </Pagina>
    )
  if (!dados) return <Carregando />
  const valido = dados.situacao === 'Válido'
  return (
    <Pagina titulo={TITULO} subtitulo={`Código ${dados.codigo}`}>
      <Alerta tipo={valido ? 'sucesso' : 'erro'} titulo={dados.situacao}>
        {valido ? 'Este certificado foi emitido pela empresa abaixo e é válido.' : 'Este certificado foi revogado pela empresa emissora.'}
      </Alerta>
      <dl className="verificacao-certificado">
        <dt>Nome</dt>
        <dd>{dados.nome}</dd>
        <dt>Curso</dt>
        <dd>{dados.curso}</dd>
        <dt>Carga horária</dt>
        <dd>{dados.cargaHoraria}</dd>
        <dt>Concluído em</dt>
        <dd>{dados.conclusao}</dd>
        <dt>Emitido em</dt>
        <dd>{dados.emitidoEm}</dd>
        <dt>Empresa emissora</dt>
        <dd>{dados.empresa}</dd>
      </dl>
    </Pagina>
  )
}
