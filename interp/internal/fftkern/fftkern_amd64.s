//go:build amd64

#include "textflag.h"

// Radix-4 passes of fftkern.go on split complex data. A butterfly group
// loads a, q1, q2 and q3 at byte offset D of the four blocks (real parts
// through R10..R13, imaginary parts through R14, R15, AX, CX, indexed by
// BX), the twiddles at byte offsets W1R..W3I from R8, and stores
// a+b+(c+d), a-b-i(c-d), a+b-(c+d) and a-b+i(c-d) in place, where
// b = w^2k·q1, c = w^k·q2 and d = w^3k·q3 are computed with fused
// multiply-adds. The loops set up the block pointers: DX is the block
// length in bytes, DI four of them, SI the end of re, R9 the twiddles.

// BFLY4 is a group of 4 butterflies on YMM registers.
#define BFLY4(D, W1R, W1I, W2R, W2I, W3R, W3I) \
	VMOVUPD D(R10)(BX*1), Y0; \
	VMOVUPD D(R14)(BX*1), Y1; \
	VMOVUPD D(R11)(BX*1), Y2; \
	VMOVUPD D(R15)(BX*1), Y3; \
	VMOVUPD W2R(R8), Y4; \
	VMOVUPD W2I(R8), Y5; \
	VMULPD Y3, Y5, Y6; \
	VFMSUB231PD Y4, Y2, Y6; \
	VMULPD Y2, Y5, Y7; \
	VFMADD231PD Y4, Y3, Y7; \
	VADDPD Y6, Y0, Y8; \
	VADDPD Y7, Y1, Y9; \
	VSUBPD Y6, Y0, Y0; \
	VSUBPD Y7, Y1, Y1; \
	VMOVUPD D(R12)(BX*1), Y2; \
	VMOVUPD D(AX)(BX*1), Y3; \
	VMOVUPD W1R(R8), Y4; \
	VMOVUPD W1I(R8), Y5; \
	VMULPD Y3, Y5, Y6; \
	VFMSUB231PD Y4, Y2, Y6; \
	VMULPD Y2, Y5, Y7; \
	VFMADD231PD Y4, Y3, Y7; \
	VMOVUPD D(R13)(BX*1), Y2; \
	VMOVUPD D(CX)(BX*1), Y3; \
	VMOVUPD W3R(R8), Y4; \
	VMOVUPD W3I(R8), Y5; \
	VMULPD Y3, Y5, Y10; \
	VFMSUB231PD Y4, Y2, Y10; \
	VMULPD Y2, Y5, Y11; \
	VFMADD231PD Y4, Y3, Y11; \
	VADDPD Y10, Y6, Y2; \
	VADDPD Y11, Y7, Y3; \
	VSUBPD Y10, Y6, Y6; \
	VSUBPD Y11, Y7, Y7; \
	VADDPD Y2, Y8, Y4; \
	VADDPD Y3, Y9, Y5; \
	VMOVUPD Y4, D(R10)(BX*1); \
	VMOVUPD Y5, D(R14)(BX*1); \
	VSUBPD Y2, Y8, Y4; \
	VSUBPD Y3, Y9, Y5; \
	VMOVUPD Y4, D(R12)(BX*1); \
	VMOVUPD Y5, D(AX)(BX*1); \
	VADDPD Y7, Y0, Y4; \
	VSUBPD Y6, Y1, Y5; \
	VMOVUPD Y4, D(R11)(BX*1); \
	VMOVUPD Y5, D(R15)(BX*1); \
	VSUBPD Y7, Y0, Y4; \
	VADDPD Y6, Y1, Y5; \
	VMOVUPD Y4, D(R13)(BX*1); \
	VMOVUPD Y5, D(CX)(BX*1)

// BFLY8 is a group of 8 butterflies on ZMM registers.
#define BFLY8(D, W1R, W1I, W2R, W2I, W3R, W3I) \
	VMOVUPD D(R10)(BX*1), Z0; \
	VMOVUPD D(R14)(BX*1), Z1; \
	VMOVUPD D(R11)(BX*1), Z2; \
	VMOVUPD D(R15)(BX*1), Z3; \
	VMOVUPD W2R(R8), Z4; \
	VMOVUPD W2I(R8), Z5; \
	VMULPD Z3, Z5, Z6; \
	VFMSUB231PD Z4, Z2, Z6; \
	VMULPD Z2, Z5, Z7; \
	VFMADD231PD Z4, Z3, Z7; \
	VADDPD Z6, Z0, Z8; \
	VADDPD Z7, Z1, Z9; \
	VSUBPD Z6, Z0, Z0; \
	VSUBPD Z7, Z1, Z1; \
	VMOVUPD D(R12)(BX*1), Z2; \
	VMOVUPD D(AX)(BX*1), Z3; \
	VMOVUPD W1R(R8), Z4; \
	VMOVUPD W1I(R8), Z5; \
	VMULPD Z3, Z5, Z6; \
	VFMSUB231PD Z4, Z2, Z6; \
	VMULPD Z2, Z5, Z7; \
	VFMADD231PD Z4, Z3, Z7; \
	VMOVUPD D(R13)(BX*1), Z2; \
	VMOVUPD D(CX)(BX*1), Z3; \
	VMOVUPD W3R(R8), Z4; \
	VMOVUPD W3I(R8), Z5; \
	VMULPD Z3, Z5, Z10; \
	VFMSUB231PD Z4, Z2, Z10; \
	VMULPD Z2, Z5, Z11; \
	VFMADD231PD Z4, Z3, Z11; \
	VADDPD Z10, Z6, Z2; \
	VADDPD Z11, Z7, Z3; \
	VSUBPD Z10, Z6, Z6; \
	VSUBPD Z11, Z7, Z7; \
	VADDPD Z2, Z8, Z4; \
	VADDPD Z3, Z9, Z5; \
	VMOVUPD Z4, D(R10)(BX*1); \
	VMOVUPD Z5, D(R14)(BX*1); \
	VSUBPD Z2, Z8, Z4; \
	VSUBPD Z3, Z9, Z5; \
	VMOVUPD Z4, D(R12)(BX*1); \
	VMOVUPD Z5, D(AX)(BX*1); \
	VADDPD Z7, Z0, Z4; \
	VSUBPD Z6, Z1, Z5; \
	VMOVUPD Z4, D(R11)(BX*1); \
	VMOVUPD Z5, D(R15)(BX*1); \
	VSUBPD Z7, Z0, Z4; \
	VADDPD Z6, Z1, Z5; \
	VMOVUPD Z4, D(R13)(BX*1); \
	VMOVUPD Z5, D(CX)(BX*1)

// BLOCKS sets the pointers to the four blocks from R10 and R14.
#define BLOCKS \
	LEAQ (R10)(DX*1), R11; \
	LEAQ (R11)(DX*1), R12; \
	LEAQ (R12)(DX*1), R13; \
	LEAQ (R14)(DX*1), R15; \
	LEAQ (R15)(DX*1), AX; \
	LEAQ (AX)(DX*1), CX; \
	XORQ BX, BX; \
	MOVQ R9, R8

// ARGS loads the arguments: R10 = re, R14 = im, SI = re+n, DX = m bytes,
// DI = 4m bytes, R9 = tw.
#define ARGS \
	MOVQ re+0(FP), R10; \
	MOVQ im+8(FP), R14; \
	MOVQ n+16(FP), SI; \
	MOVQ m+24(FP), DX; \
	MOVQ tw+32(FP), R9; \
	SHLQ $3, SI; \
	ADDQ R10, SI; \
	SHLQ $3, DX; \
	LEAQ (DX*4), DI

// func radix4AVX2(re, im *float64, n, m int, tw *float64)
TEXT ·radix4AVX2(SB), NOSPLIT, $0-40
	ARGS
	CMPQ DX, $32
	JEQ  quad

	// m ≥ 8: twiddle chunks of 8, two groups of 4 per chunk.
wideBlock:
	BLOCKS

wideLoop:
	BFLY4(0, 0, 64, 128, 192, 256, 320)
	BFLY4(32, 32, 96, 160, 224, 288, 352)
	ADDQ $64, BX
	ADDQ $384, R8
	CMPQ BX, DX
	JLT  wideLoop
	ADDQ DI, R10
	ADDQ DI, R14
	CMPQ R10, SI
	JLT  wideBlock
	VZEROUPPER
	RET

	// m = 4: one chunk of 4 per block.
quad:
	BLOCKS
	BFLY4(0, 0, 32, 64, 96, 128, 160)
	ADDQ DI, R10
	ADDQ DI, R14
	CMPQ R10, SI
	JLT  quad
	VZEROUPPER
	RET

// func radix4AVX512(re, im *float64, n, m int, tw *float64)
TEXT ·radix4AVX512(SB), NOSPLIT, $0-40
	ARGS

block512:
	BLOCKS

loop512:
	BFLY8(0, 0, 64, 128, 192, 256, 320)
	ADDQ $64, BX
	ADDQ $384, R8
	CMPQ BX, DX
	JLT  loop512
	ADDQ DI, R10
	ADDQ DI, R14
	CMPQ R10, SI
	JLT  block512
	VZEROUPPER
	RET

// func interleaveC64AVX2(out *complex64, re, im *float64, n int, sr, si float64)
// Four values per iteration: the scaled parts are rounded to float32 (in
// the rounding mode of MXCSR, as Go's conversions) and interleaved.
TEXT ·interleaveC64AVX2(SB), NOSPLIT, $0-48
	MOVQ         out+0(FP), DI
	MOVQ         re+8(FP), SI
	MOVQ         im+16(FP), DX
	MOVQ         n+24(FP), CX
	VBROADCASTSD sr+32(FP), Y14
	VBROADCASTSD si+40(FP), Y15
	XORQ         AX, AX

c64Loop:
	VMULPD    (SI)(AX*8), Y14, Y0
	VMULPD    (DX)(AX*8), Y15, Y1
	VCVTPD2PSY Y0, X0
	VCVTPD2PSY Y1, X1
	VUNPCKLPS X1, X0, X2
	VUNPCKHPS X1, X0, X3
	VMOVUPS   X2, (DI)(AX*8)
	VMOVUPS   X3, 16(DI)(AX*8)
	ADDQ      $4, AX
	CMPQ      AX, CX
	JLT       c64Loop
	VZEROUPPER
	RET

// func interleaveC128AVX2(out *complex128, re, im *float64, n int, sr, si float64)
TEXT ·interleaveC128AVX2(SB), NOSPLIT, $0-48
	MOVQ         out+0(FP), DI
	MOVQ         re+8(FP), SI
	MOVQ         im+16(FP), DX
	MOVQ         n+24(FP), CX
	VBROADCASTSD sr+32(FP), Y14
	VBROADCASTSD si+40(FP), Y15
	XORQ         AX, AX
	XORQ         BX, BX

c128Loop:
	VMULPD     (SI)(AX*8), Y14, Y0
	VMULPD     (DX)(AX*8), Y15, Y1
	VUNPCKLPD  Y1, Y0, Y2
	VUNPCKHPD  Y1, Y0, Y3
	VPERM2F128 $0x20, Y3, Y2, Y4
	VPERM2F128 $0x31, Y3, Y2, Y5
	VMOVUPD    Y4, (DI)(BX*1)
	VMOVUPD    Y5, 32(DI)(BX*1)
	ADDQ       $4, AX
	ADDQ       $64, BX
	CMPQ       AX, CX
	JLT        c128Loop
	VZEROUPPER
	RET
