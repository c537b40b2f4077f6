//go:build amd64

package fftkern

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// The assembly passes take the sequence's length n and the block length m
// (in values), re, im and the twiddles of Twiddles(m). The AVX2 pass needs
// m ≥ 4, the AVX-512 one m ≥ 8; n is a positive multiple of 4m.

//go:noescape
func radix4AVX2(re, im *float64, n, m int, tw *float64)

//go:noescape
func radix4AVX512(re, im *float64, n, m int, tw *float64)

// Processor features, read once when the program starts.
var (
	hasAVX2   = cpu.X86.HasAVX2 && cpu.X86.HasFMA
	hasAVX512 = cpu.X86.HasAVX512F
)

// radix4Asm runs the pass in assembly when the processor and m allow it
// and reports whether it did.
func radix4Asm(re, im []float64, m int, tw []float64) bool {
	n := len(re)
	switch {
	case hasAVX512 && m >= 8:
		radix4AVX512(unsafe.SliceData(re), unsafe.SliceData(im), n, m, unsafe.SliceData(tw))
	case hasAVX2 && m >= 4:
		radix4AVX2(unsafe.SliceData(re), unsafe.SliceData(im), n, m, unsafe.SliceData(tw))
	default:
		return false
	}
	return true
}
