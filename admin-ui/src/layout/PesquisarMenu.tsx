import { useMemo, useState, type MouseEvent } from 'react'
import { Autocomplete, Box, InputAdornment, TextField } from '@mui/material'
import SearchIcon from '@mui/icons-material/Search'
import { useNavigate } from 'react-admin'
import { Link } from 'react-router-dom'
import { pesquisarMenu, type ItemMenu } from '../../../core/sessao/menu.ts'
import { useUserinfo } from '../sessao/estado.ts'
import { ehExterno } from './itensMenu.ts'

/** 'Pesquisar Menu' (spec 000 §2.3): breadcrumbs matched ignoring accents and case, offered as links. */
export const PesquisarMenu = () => {
  const menu = useUserinfo()?.menu ?? []
  const navigate = useNavigate()
  const [texto, setTexto] = useState('')
  const opcoes = useMemo(() => pesquisarMenu(menu, texto), [menu, texto])
  const abrir = (item: ItemMenu | null) => {
    if (!item?.path) return
    if (ehExterno(item.path)) window.open(item.path, '_blank', 'noopener')
    else navigate(item.path)
    setTexto('')
  }
  return (
    <Autocomplete<ItemMenu>
      data-testid="pesquisar-menu"
      options={opcoes as ItemMenu[]}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.breadcrumb ?? o.label}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      value={null}
      inputValue={texto}
      onInputChange={(_, v, motivo) => setTexto(motivo === 'reset' ? '' : v)}
      onChange={(_, o) => abrir(o)}
      autoHighlight
      blurOnSelect
      clearOnBlur={false}
      noOptionsText={texto.trim() ? 'Nenhum item encontrado' : 'Digite o nome de uma tela'}
      popupIcon={null}
      // Narrow until used, so the page title beside it fits (issue 11: common titles whole at 1280 px); wide while typing.
      // No width transition: the list is placed against the box when it opens, and a box still growing moved the
      // options away from under the pointer (a click on an option could land on the box instead).
      sx={{
        width: { xs: '100%', sm: 180, lg: 240 },
        minWidth: 0,
        '&.Mui-focused': { width: { xs: '100%', sm: 280, md: 300, lg: 360 } },
        // the room of the clear button only while it can show, so the narrow box shows its whole placeholder
        '&:not(.Mui-focused) .MuiAutocomplete-inputRoot': { pr: 1 },
      }}
      slotProps={{ paper: { sx: { minWidth: { xs: 280, sm: 360 } } } }}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          <Box
            component={Link}
            to={o.path!}
            onClick={(e: MouseEvent) => e.preventDefault()}
            sx={{ color: 'inherit', textDecoration: 'none', fontSize: 14 }}
          >
            {o.breadcrumb ?? o.label}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Pesquisar Menu"
          size="small"
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.inputProps, 'aria-label': 'Pesquisar Menu' },
          }}
          sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'grey.100', borderRadius: 5 }, '& .MuiInputBase-input': { fontSize: 14 } }}
        />
      )}
    />
  )
}
