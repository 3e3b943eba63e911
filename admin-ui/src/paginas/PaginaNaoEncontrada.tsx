import { Button } from '@mui/material'
import SearchOffIcon from '@mui/icons-material/SearchOff'
import { Link } from 'react-router-dom'
import { PaginaAviso } from './PaginaAviso.tsx'

/** Catch-all of the authenticated layout (spec 000 §2.1); home is the root for staff users. */
export const PaginaNaoEncontrada = () => (
  <PaginaAviso testid="pagina-nao-encontrada" icone={<SearchOffIcon />} titulo="Página Não Encontrada" texto="ERRO 404 - PÁGINA NÃO ENCONTRADA">
    <Button component={Link} to="/" variant="contained">
      Voltar para a página inicial
    </Button>
  </PaginaAviso>
)
