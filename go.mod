module reversi

go 1.26.8

require github.com/charmbracelet/x/exp/golden v0.1.0

require github.com/aymanbagabas/go-udiff v0.4.1 // indirect
