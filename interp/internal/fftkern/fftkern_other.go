//go:build !amd64

package fftkern

// radix4Asm reports that no assembly pass exists on this architecture.
func radix4Asm(re, im []float64, m int, tw []float64) bool { return false }

// interleaveC64Asm leaves every value to the portable loop.
func interleaveC64Asm(out []complex64, re, im []float64, sr, si float64) int { return 0 }

// interleaveC128Asm leaves every value to the portable loop.
func interleaveC128Asm(out []complex128, re, im []float64, sr, si float64) int { return 0 }

// loadC64Asm leaves the load to the portable loop.
func loadC64Asm(re, im []float64, in []complex64, rev []int32, radix2, conj bool, next []complex64) bool {
	return false
}

// loadC128Asm leaves the load to the portable loop.
func loadC128Asm(re, im []float64, in []complex128, rev []int32, radix2, conj bool, next []complex128) bool {
	return false
}

// lastPassC64Asm leaves the last pass to Radix4Pass and InterleaveC64.
func lastPassC64Asm(re, im []float64, m int, tw []float64, out []complex64, sr, si float64) bool {
	return false
}
