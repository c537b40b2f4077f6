//go:build !amd64

package fftkern

// radix4Asm reports that no assembly pass exists on this architecture.
func radix4Asm(re, im []float64, m int, tw []float64) bool { return false }
