//go:build amd64

#include "textflag.h"

// The last pass with complex64 results (radix4C64AVX512): the butterflies
// of BFLY8 in fftkern_amd64.s, whose outputs are scaled by Z30 (real
// parts) and Z31 (imaginary parts), rounded to float32 and interleaved
// through the permutation in Z29 into out. A complex64 value takes as many
// bytes as a float64, so BX indexes out as it does re and im: DI, SI, R9
// and DX point at out's four blocks (for the outputs at k, k+m, k+2m and
// k+3m). The sequence is one run of four blocks (n = 4m); all block
// pointers point at their block's end, BX runs from -8m up to 0 and R8
// walks the twiddles.

// interleave is the permutation of VPERMPS that interleaves eight real
// parts (floats 0-7) with eight imaginary parts (floats 8-15).
DATA interleave<>+0(SB)/4, $0
DATA interleave<>+4(SB)/4, $8
DATA interleave<>+8(SB)/4, $1
DATA interleave<>+12(SB)/4, $9
DATA interleave<>+16(SB)/4, $2
DATA interleave<>+20(SB)/4, $10
DATA interleave<>+24(SB)/4, $3
DATA interleave<>+28(SB)/4, $11
DATA interleave<>+32(SB)/4, $4
DATA interleave<>+36(SB)/4, $12
DATA interleave<>+40(SB)/4, $5
DATA interleave<>+44(SB)/4, $13
DATA interleave<>+48(SB)/4, $6
DATA interleave<>+52(SB)/4, $14
DATA interleave<>+56(SB)/4, $7
DATA interleave<>+60(SB)/4, $15
GLOBL interleave<>(SB), RODATA|NOPTR, $64

// STOREC64 scales, rounds and interleaves the real parts zr and imaginary
// parts zi of eight outputs into 64 bytes at BX from base.
#define STOREC64(zr, zi, base) \
	VMULPD       Z30, zr, zr; \
	VMULPD       Z31, zi, zi; \
	VCVTPD2PS    zr, Y10; \
	VCVTPD2PS    zi, Y11; \
	VINSERTF64X4 $1, Y11, Z10, Z10; \
	VPERMPS      Z10, Z29, Z10; \
	VMOVUPS      Z10, (base)(BX*1)

// BFLY8C64 is BFLY8 storing into out.
#define BFLY8C64(D, W1R, W1I, W2R, W2I, W3R, W3I) \
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
	STOREC64(Z4, Z5, DI); \
	VSUBPD Z2, Z8, Z4; \
	VSUBPD Z3, Z9, Z5; \
	STOREC64(Z4, Z5, R9); \
	VADDPD Z7, Z0, Z4; \
	VSUBPD Z6, Z1, Z5; \
	STOREC64(Z4, Z5, SI); \
	VSUBPD Z7, Z0, Z4; \
	VADDPD Z6, Z1, Z5; \
	STOREC64(Z4, Z5, DX)

// func radix4C64AVX512(re, im *float64, n, m int, tw *float64, out *complex64, sr, si float64)
TEXT ·radix4C64AVX512(SB), NOSPLIT, $0-64
	MOVQ         re+0(FP), R10
	MOVQ         im+8(FP), R14
	MOVQ         m+24(FP), DX
	MOVQ         tw+32(FP), R8
	MOVQ         out+40(FP), DI
	VBROADCASTSD sr+48(FP), Z30
	VBROADCASTSD si+56(FP), Z31
	VMOVUPS      interleave<>(SB), Z29
	SHLQ         $3, DX
	ADDQ         DX, R10
	LEAQ         (R10)(DX*1), R11
	LEAQ         (R11)(DX*1), R12
	LEAQ         (R12)(DX*1), R13
	ADDQ         DX, R14
	LEAQ         (R14)(DX*1), R15
	LEAQ         (R15)(DX*1), AX
	LEAQ         (AX)(DX*1), CX
	ADDQ         DX, DI
	LEAQ         (DI)(DX*1), SI
	LEAQ         (SI)(DX*1), R9
	MOVQ         DX, BX
	NEGQ         BX
	LEAQ         (R9)(DX*1), DX

lastLoop:
	BFLY8C64(0, 0, 64, 128, 192, 256, 320)
	ADDQ $384, R8
	ADDQ $64, BX
	JNZ  lastLoop
	VZEROUPPER
	RET
