package stablehlo

//go:generate go run ./internal/gen
