//go:build amd64

package vmath

import (
	"math/bits"

	"golang.org/x/sys/cpu"
)

// The AVX-512 kernels of vec_amd64.s. Each sets dst[i] = f(src[i]) for
// i < n (n a positive multiple of 16) except at the operands the portable
// code treats apart, which it copies to dst unchanged and flags in special
// (bit i%16 of special[i/16]); it reports whether it flagged any.

//go:noescape
func expAVX512(dst, src *float32, n int, special *uint16) (flagged bool)

//go:noescape
func expm1AVX512(dst, src *float32, n int, special *uint16) (flagged bool)

//go:noescape
func logAVX512(dst, src *float32, n int, special *uint16) (flagged bool)

//go:noescape
func log1pAVX512(dst, src *float32, n int, special *uint16) (flagged bool)

//go:noescape
func tanhAVX512(dst, src *float32, n int, special *uint16) (flagged bool)

//go:noescape
func logisticAVX512(dst, src *float32, n int, special *uint16) (flagged bool)

//go:noescape
func absAVX512(dst, src *float32, n int, special *uint16) (flagged bool)

//go:noescape
func expSubAVX512(dst, src *float32, n int, special *uint16, m float32) (flagged bool)

//go:noescape
func maxAVX512(src *float32, n int) (m float32, nan bool)

//go:noescape
func divAVX512(x *float32, n int, s float32)

// The AVX2 kernels of vec_avx2_amd64.s, with the contract of the AVX-512
// ones, for XLA's exp and tanh (the other functions keep their portable
// float64 loops without AVX-512).

//go:noescape
func expAVX2(dst, src *float32, n int, special *uint16) (flagged bool)

//go:noescape
func tanhAVX2(dst, src *float32, n int, special *uint16) (flagged bool)

//go:noescape
func expSubAVX2(dst, src *float32, n int, special *uint16, m float32) (flagged bool)

// vecISA names the instruction set of the vectorised paths.
type vecISA int

const (
	vecNone vecISA = iota
	// vecAVX2 has kernels for Exp, Tanh and ExpSub (AVX2 and FMA).
	vecAVX2
	// vecAVX512 has kernels for every function (AVX-512 F, DQ and VL).
	vecAVX512
)

// activeVec is the best instruction set the processor and the operating
// system support (golang.org/x/sys/cpu checks that the operating system
// saves the vector registers), decided once at start-up.
var activeVec = supportedVecISAs()[0]

// supportedVecISAs lists the vectorised instruction sets this processor
// runs, best first, ending with vecNone.
func supportedVecISAs() []vecISA {
	var isas []vecISA
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ && cpu.X86.HasAVX512VL {
		isas = append(isas, vecAVX512)
	}
	if cpu.X86.HasAVX2 && cpu.X86.HasFMA {
		isas = append(isas, vecAVX2)
	}
	return append(isas, vecNone)
}

// vecPrefix is vecPrefixISA on the processor's best instruction set.
func vecPrefix(k kernel, dst, src []float32, sub float32) int {
	return vecPrefixISA(activeVec, k, dst, src, sub)
}

// vecPrefixISA sets dst[i] = k(src[i]) (for kExpSub, e^(src[i]-sub)) for
// the longest prefix whose length is a multiple of 16 and returns its
// length, with the kernels of isa (0 when isa has none for k). Blocks of
// blockLen elements go through the assembly kernel; the lanes it flags
// are computed one by one by the portable code from the operand the
// kernel left in dst (so that dst may be src).
func vecPrefixISA(isa vecISA, k kernel, dst, src []float32, sub float32) int {
	if isa == vecNone || isa == vecAVX2 && k != kExp && k != kTanh && k != kExpSub {
		return 0
	}
	n := len(src) &^ 15
	var special [blockLen / 16]uint16
	for i := 0; i < n; i += blockLen {
		m := min(blockLen, n-i)
		d, s := dst[i:i+m], src[i:i+m]
		var flagged bool
		switch {
		case isa == vecAVX2 && k == kExp:
			flagged = expAVX2(&d[0], &s[0], m, &special[0])
		case isa == vecAVX2 && k == kTanh:
			flagged = tanhAVX2(&d[0], &s[0], m, &special[0])
		case isa == vecAVX2:
			flagged = expSubAVX2(&d[0], &s[0], m, &special[0], sub)
		case k == kExp:
			flagged = expAVX512(&d[0], &s[0], m, &special[0])
		case k == kExpm1:
			flagged = expm1AVX512(&d[0], &s[0], m, &special[0])
		case k == kLog:
			flagged = logAVX512(&d[0], &s[0], m, &special[0])
		case k == kLog1p:
			flagged = log1pAVX512(&d[0], &s[0], m, &special[0])
		case k == kTanh:
			flagged = tanhAVX512(&d[0], &s[0], m, &special[0])
		case k == kLogistic:
			flagged = logisticAVX512(&d[0], &s[0], m, &special[0])
		case k == kAbs:
			flagged = absAVX512(&d[0], &s[0], m, &special[0])
		default:
			flagged = expSubAVX512(&d[0], &s[0], m, &special[0], sub)
		}
		if !flagged {
			continue
		}
		generic := k.generic()
		for w, lanes := range special[:m/16] {
			for ; lanes != 0; lanes &= lanes - 1 {
				j := 16*w + bits.TrailingZeros16(lanes)
				generic(d[j:j+1], d[j:j+1])
			}
		}
	}
	return n
}

// maxPrefix returns the maximum m of the longest prefix of xs whose length
// n is a multiple of 16, and n; n is 0 without AVX-512, or when the prefix
// holds a NaN or m is zero (the sign of a zero maximum depends on which
// zeros VMAXPS compared).
func maxPrefix(xs []float32) (m float32, n int) {
	if n = len(xs) &^ 15; activeVec != vecAVX512 || n == 0 {
		return 0, 0
	}
	m, nan := maxAVX512(&xs[0], n)
	if nan || m == 0 {
		return 0, 0
	}
	return m, n
}

// divPrefix sets xs[i] /= s for the longest prefix of xs whose length is a
// multiple of 16 and returns its length (0 without AVX-512).
func divPrefix(xs []float32, s float32) int {
	n := len(xs) &^ 15
	if activeVec != vecAVX512 || n == 0 {
		return 0
	}
	divAVX512(&xs[0], n, s)
	return n
}
