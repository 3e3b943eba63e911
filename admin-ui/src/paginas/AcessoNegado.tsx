import { Button } from '@mui/material'
import LockOutlinedIcon from '@mui/icons-material/LockOutlined'
import { Link } from 'react-router-dom'
import { PaginaAviso } from './PaginaAviso.tsx'

export const TEXTO_ACESSO_NEGADO =
  'Você não está autorizado a acessar esta página. Entre em contato com o responsável pelos perfis na sua empresa.'

export const AcessoNegado = () => (
  <PaginaAviso testid="acesso-negado" icone={<LockOutlinedIcon />} titulo="Acesso Negado" texto={TEXTO_ACESSO_NEGADO}>
    <Button component={Link} to="/" variant="contained">
      Voltar para a página inicial
    </Button>
  </PaginaAviso>
)
