//go:build amd64

#include "textflag.h"

// func radix4M2AVX2(re, im *float64, n int, tw *float64)
//
// The pass over blocks of 2 values (m = 2), two runs of four blocks (16
// values) per iteration: the 128-bit halves of a YMM register hold one
// block of each run, gathered and put back with VPERM2F128, and the
// twiddles of Twiddles(2) are broadcast to both halves. The butterflies
// are those of BFLY4 in fftkern_amd64.s. DI = re, SI = im, CX = 8n,
// BX = the byte offset of the pair of runs, R8 = tw.
TEXT ·radix4M2AVX2(SB), NOSPLIT, $0-32
	MOVQ re+0(FP), DI
	MOVQ im+8(FP), SI
	MOVQ n+16(FP), CX
	MOVQ tw+24(FP), R8
	SHLQ $3, CX
	XORQ BX, BX

m2Loop:
	// a and b = w^2k·q1.
	VMOVUPD        (DI)(BX*1), Y12
	VMOVUPD        64(DI)(BX*1), Y13
	VPERM2F128     $0x20, Y13, Y12, Y0
	VPERM2F128     $0x31, Y13, Y12, Y2
	VMOVUPD        (SI)(BX*1), Y12
	VMOVUPD        64(SI)(BX*1), Y13
	VPERM2F128     $0x20, Y13, Y12, Y1
	VPERM2F128     $0x31, Y13, Y12, Y3
	VBROADCASTF128 32(R8), Y4
	VBROADCASTF128 48(R8), Y5
	VMULPD         Y3, Y5, Y6
	VFMSUB231PD    Y4, Y2, Y6
	VMULPD         Y2, Y5, Y7
	VFMADD231PD    Y4, Y3, Y7
	VADDPD         Y6, Y0, Y8
	VADDPD         Y7, Y1, Y9
	VSUBPD         Y6, Y0, Y0
	VSUBPD         Y7, Y1, Y1

	// c = w^k·q2 and d = w^3k·q3.
	VMOVUPD        32(DI)(BX*1), Y12
	VMOVUPD        96(DI)(BX*1), Y13
	VPERM2F128     $0x20, Y13, Y12, Y2
	VPERM2F128     $0x31, Y13, Y12, Y10
	VMOVUPD        32(SI)(BX*1), Y12
	VMOVUPD        96(SI)(BX*1), Y13
	VPERM2F128     $0x20, Y13, Y12, Y3
	VPERM2F128     $0x31, Y13, Y12, Y11
	VBROADCASTF128 (R8), Y4
	VBROADCASTF128 16(R8), Y5
	VMULPD         Y3, Y5, Y6
	VFMSUB231PD    Y4, Y2, Y6
	VMULPD         Y2, Y5, Y7
	VFMADD231PD    Y4, Y3, Y7
	VBROADCASTF128 64(R8), Y4
	VBROADCASTF128 80(R8), Y5
	VMULPD         Y11, Y5, Y2
	VFMSUB231PD    Y4, Y10, Y2
	VMULPD         Y10, Y5, Y3
	VFMADD231PD    Y4, Y11, Y3
	VADDPD         Y2, Y6, Y10
	VADDPD         Y3, Y7, Y11
	VSUBPD         Y2, Y6, Y6
	VSUBPD         Y3, Y7, Y7

	// Real parts of the outputs.
	VADDPD     Y10, Y8, Y2
	VADDPD     Y7, Y0, Y3
	VPERM2F128 $0x20, Y3, Y2, Y12
	VPERM2F128 $0x31, Y3, Y2, Y13
	VMOVUPD    Y12, (DI)(BX*1)
	VMOVUPD    Y13, 64(DI)(BX*1)
	VSUBPD     Y10, Y8, Y2
	VSUBPD     Y7, Y0, Y3
	VPERM2F128 $0x20, Y3, Y2, Y12
	VPERM2F128 $0x31, Y3, Y2, Y13
	VMOVUPD    Y12, 32(DI)(BX*1)
	VMOVUPD    Y13, 96(DI)(BX*1)

	// Imaginary parts.
	VADDPD     Y11, Y9, Y2
	VSUBPD     Y6, Y1, Y3
	VPERM2F128 $0x20, Y3, Y2, Y12
	VPERM2F128 $0x31, Y3, Y2, Y13
	VMOVUPD    Y12, (SI)(BX*1)
	VMOVUPD    Y13, 64(SI)(BX*1)
	VSUBPD     Y11, Y9, Y2
	VADDPD     Y6, Y1, Y3
	VPERM2F128 $0x20, Y3, Y2, Y12
	VPERM2F128 $0x31, Y3, Y2, Y13
	VMOVUPD    Y12, 32(SI)(BX*1)
	VMOVUPD    Y13, 96(SI)(BX*1)

	ADDQ $128, BX
	CMPQ BX, CX
	JLT  m2Loop
	VZEROUPPER
	RET
