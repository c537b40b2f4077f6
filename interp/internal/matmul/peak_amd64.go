//go:build amd64

package matmul

//go:noescape
func fmaPeakAVX512(n int)

//go:noescape
func fmaPeakAVX2(n int)

// peakLoop returns the float32 FMA loop of isa (see peak_amd64.s) and the
// floating-point operations of one of its iterations, or nil when the
// instruction set has none.
func peakLoop(isa ISA) (func(n int), int) {
	switch isa {
	case AVX512:
		return fmaPeakAVX512, 16 * 16 * 2
	case AVX2:
		return fmaPeakAVX2, 12 * 8 * 2
	}
	return nil, 0
}
