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

// radix4M2AVX2 is the pass for m = 2; n must be a multiple of 16.
//
//go:noescape
func radix4M2AVX2(re, im *float64, n int, tw *float64)

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
	case hasAVX2 && m == 2 && n%16 == 0:
		radix4M2AVX2(unsafe.SliceData(re), unsafe.SliceData(im), n, unsafe.SliceData(tw))
	default:
		return false
	}
	return true
}

// interleaveC64AVX2 and interleaveC128AVX2 do the first n values of
// InterleaveC64 and InterleaveC128, n a positive multiple of 4.
//
//go:noescape
func interleaveC64AVX2(out *complex64, re, im *float64, n int, sr, si float64)

//go:noescape
func interleaveC128AVX2(out *complex128, re, im *float64, n int, sr, si float64)

// interleaveC64Asm does the values of InterleaveC64 up to a multiple of 4
// in assembly where the processor allows it and returns how many it did.
func interleaveC64Asm(out []complex64, re, im []float64, sr, si float64) int {
	n := len(out) &^ 3
	if !hasAVX2 || n == 0 {
		return 0
	}
	interleaveC64AVX2(unsafe.SliceData(out), unsafe.SliceData(re), unsafe.SliceData(im), n, sr, si)
	return n
}

// interleaveC128Asm is interleaveC64Asm for InterleaveC128.
func interleaveC128Asm(out []complex128, re, im []float64, sr, si float64) int {
	n := len(out) &^ 3
	if !hasAVX2 || n == 0 {
		return 0
	}
	interleaveC128AVX2(unsafe.SliceData(out), unsafe.SliceData(re), unsafe.SliceData(im), n, sr, si)
	return n
}

// The load functions do LoadC64 and LoadC128, the radix-4 forms two
// butterflies at a time on 256-bit vectors, the radix-2 ones one at a time
// on 128-bit vectors: n is the length, at least 8 for the radix-4 forms
// and 4 for the radix-2 ones, and conj the sign bit to flip in the
// imaginary parts (1<<63 or 0); next is prefetched.
//
//go:noescape
func loadC64R4(re, im *float64, in *complex64, rev *int32, n int, conj uint64, next *complex64)

//go:noescape
func loadC64R2(re, im *float64, in *complex64, rev *int32, n int, conj uint64, next *complex64)

//go:noescape
func loadC128R4(re, im *float64, in *complex128, rev *int32, n int, conj uint64, next *complex128)

//go:noescape
func loadC128R2(re, im *float64, in *complex128, rev *int32, n int, conj uint64, next *complex128)

// conjMask is the sign bit the load functions flip for conj.
func conjMask(conj bool) uint64 {
	if conj {
		return 1 << 63
	}
	return 0
}

// loadC64Asm does LoadC64 in assembly where the processor allows it and
// reports whether it did.
func loadC64Asm(re, im []float64, in []complex64, rev []int32, radix2, conj bool, next []complex64) bool {
	n := len(in)
	if !hasAVX2 || n < 4 || !radix2 && n < 8 {
		return false
	}
	r, i, x, p := unsafe.SliceData(re), unsafe.SliceData(im), unsafe.SliceData(in), unsafe.SliceData(rev)
	if radix2 {
		loadC64R2(r, i, x, p, n, conjMask(conj), unsafe.SliceData(next))
	} else {
		loadC64R4(r, i, x, p, n, conjMask(conj), unsafe.SliceData(next))
	}
	return true
}

// loadC128Asm is loadC64Asm for LoadC128.
func loadC128Asm(re, im []float64, in []complex128, rev []int32, radix2, conj bool, next []complex128) bool {
	n := len(in)
	if !hasAVX2 || n < 4 || !radix2 && n < 8 {
		return false
	}
	r, i, x, p := unsafe.SliceData(re), unsafe.SliceData(im), unsafe.SliceData(in), unsafe.SliceData(rev)
	if radix2 {
		loadC128R2(r, i, x, p, n, conjMask(conj), unsafe.SliceData(next))
	} else {
		loadC128R4(r, i, x, p, n, conjMask(conj), unsafe.SliceData(next))
	}
	return true
}

// radix4C64AVX512 is radix4AVX512 writing its results, scaled by sr and
// si and rounded, interleaved into out instead of back into re and im;
// n must be 4m.
//
//go:noescape
func radix4C64AVX512(re, im *float64, n, m int, tw *float64, out *complex64, sr, si float64)

// lastPassC64Asm does LastPassC64 in assembly where the processor and m
// allow it and reports whether it did.
func lastPassC64Asm(re, im []float64, m int, tw []float64, out []complex64, sr, si float64) bool {
	if !hasAVX512 || m < 8 || len(re) != 4*m {
		return false
	}
	radix4C64AVX512(unsafe.SliceData(re), unsafe.SliceData(im), len(re), m, unsafe.SliceData(tw), unsafe.SliceData(out), sr, si)
	return true
}
