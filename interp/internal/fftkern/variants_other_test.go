//go:build !amd64

package fftkern

// asmVariants returns no assembly passes on this architecture.
func asmVariants(m int) map[string]func(re, im []float64, m int, tw []float64) {
	return nil
}
