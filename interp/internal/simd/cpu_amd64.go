//go:build amd64

package simd

//go:generate go run gen_kernels.go

//go:noescape
func cpuid(leaf, sub uint32) (a, b, c, d uint32)

//go:noescape
func xgetbv0() (lo, hi uint32)

// hasAVX2 reports whether the processor has AVX2 and the operating system
// saves the YMM registers.
func hasAVX2() bool {
	maxLeaf, _, _, _ := cpuid(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, _, c1, _ := cpuid(1, 0)
	const (
		osxsave = 1 << 27
		avx     = 1 << 28
	)
	if c1&(osxsave|avx) != osxsave|avx {
		return false
	}
	if xcr0, _ := xgetbv0(); xcr0&0x6 != 0x6 {
		return false
	}
	_, b7, _, _ := cpuid(7, 0)
	return b7&(1<<5) != 0
}
