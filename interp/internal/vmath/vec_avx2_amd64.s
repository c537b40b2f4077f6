//go:build amd64

#include "textflag.h"

// AVX2 versions of the float32 kernels of XLA's exp and tanh (ExpF32 and
// TanhF32), for processors without AVX-512: the operations of vec_amd64.s
// in two vectors of 8 float32 lanes, so 16 operands per iteration and the
// same special bits (one uint16 per 16 lanes). Every constant is a 32-byte
// vector in memory, used as the memory operand of the instruction that
// needs it. Without VSCALEFPS, the scaling p·2^n takes two
// multiplications by powers of two: 2^(n>>1) first, which is exact, then
// 2^(n-(n>>1)), which rounds once, as VSCALEFPS and expf32Scale do,
// subnormal results included.
//
// Each function takes (dst, src *float32, n int, special *uint16) with n a
// positive multiple of 16, and returns (flagged bool).

// Constants of ExpF32 and TanhF32 (float32 bits), each repeated in the 8
// lanes of a vector.
DATA expf32x8<>+0(SB)/8, $0x3fb8aa3b3fb8aa3b // log2e
DATA expf32x8<>+8(SB)/8, $0x3fb8aa3b3fb8aa3b
DATA expf32x8<>+16(SB)/8, $0x3fb8aa3b3fb8aa3b
DATA expf32x8<>+24(SB)/8, $0x3fb8aa3b3fb8aa3b
DATA expf32x8<>+32(SB)/8, $0x3f0000003f000000 // 1/2
DATA expf32x8<>+40(SB)/8, $0x3f0000003f000000
DATA expf32x8<>+48(SB)/8, $0x3f0000003f000000
DATA expf32x8<>+56(SB)/8, $0x3f0000003f000000
DATA expf32x8<>+64(SB)/8, $0x3f3180003f318000 // ln2Hi
DATA expf32x8<>+72(SB)/8, $0x3f3180003f318000
DATA expf32x8<>+80(SB)/8, $0x3f3180003f318000
DATA expf32x8<>+88(SB)/8, $0x3f3180003f318000
DATA expf32x8<>+96(SB)/8, $0xb95e8083b95e8083 // ln2Lo
DATA expf32x8<>+104(SB)/8, $0xb95e8083b95e8083
DATA expf32x8<>+112(SB)/8, $0xb95e8083b95e8083
DATA expf32x8<>+120(SB)/8, $0xb95e8083b95e8083
DATA expf32x8<>+128(SB)/8, $0x3950696739506967 // P0
DATA expf32x8<>+136(SB)/8, $0x3950696739506967
DATA expf32x8<>+144(SB)/8, $0x3950696739506967
DATA expf32x8<>+152(SB)/8, $0x3950696739506967
DATA expf32x8<>+160(SB)/8, $0x3ab743ce3ab743ce // P1
DATA expf32x8<>+168(SB)/8, $0x3ab743ce3ab743ce
DATA expf32x8<>+176(SB)/8, $0x3ab743ce3ab743ce
DATA expf32x8<>+184(SB)/8, $0x3ab743ce3ab743ce
DATA expf32x8<>+192(SB)/8, $0x3c0889083c088908 // P2
DATA expf32x8<>+200(SB)/8, $0x3c0889083c088908
DATA expf32x8<>+208(SB)/8, $0x3c0889083c088908
DATA expf32x8<>+216(SB)/8, $0x3c0889083c088908
DATA expf32x8<>+224(SB)/8, $0x3d2aa9c13d2aa9c1 // P3
DATA expf32x8<>+232(SB)/8, $0x3d2aa9c13d2aa9c1
DATA expf32x8<>+240(SB)/8, $0x3d2aa9c13d2aa9c1
DATA expf32x8<>+248(SB)/8, $0x3d2aa9c13d2aa9c1
DATA expf32x8<>+256(SB)/8, $0x3e2aaaaa3e2aaaaa // P4
DATA expf32x8<>+264(SB)/8, $0x3e2aaaaa3e2aaaaa
DATA expf32x8<>+272(SB)/8, $0x3e2aaaaa3e2aaaaa
DATA expf32x8<>+280(SB)/8, $0x3e2aaaaa3e2aaaaa
DATA expf32x8<>+288(SB)/8, $0x3f0000003f000000 // P5
DATA expf32x8<>+296(SB)/8, $0x3f0000003f000000
DATA expf32x8<>+304(SB)/8, $0x3f0000003f000000
DATA expf32x8<>+312(SB)/8, $0x3f0000003f000000
DATA expf32x8<>+320(SB)/8, $0x42fe000042fe0000 // maxN = 127
DATA expf32x8<>+328(SB)/8, $0x42fe000042fe0000
DATA expf32x8<>+336(SB)/8, $0x42fe000042fe0000
DATA expf32x8<>+344(SB)/8, $0x42fe000042fe0000
DATA expf32x8<>+352(SB)/8, $0x3f8000003f800000 // 1
DATA expf32x8<>+360(SB)/8, $0x3f8000003f800000
DATA expf32x8<>+368(SB)/8, $0x3f8000003f800000
DATA expf32x8<>+376(SB)/8, $0x3f8000003f800000
DATA expf32x8<>+384(SB)/8, $0x42b2000042b20000 // hi = 89
DATA expf32x8<>+392(SB)/8, $0x42b2000042b20000
DATA expf32x8<>+400(SB)/8, $0x42b2000042b20000
DATA expf32x8<>+408(SB)/8, $0x42b2000042b20000
DATA expf32x8<>+416(SB)/8, $0xc2d00000c2d00000 // lo = -104
DATA expf32x8<>+424(SB)/8, $0xc2d00000c2d00000
DATA expf32x8<>+432(SB)/8, $0xc2d00000c2d00000
DATA expf32x8<>+440(SB)/8, $0xc2d00000c2d00000
DATA expf32x8<>+448(SB)/8, $0x0000007f0000007f // 127, the exponent bias (integer)
DATA expf32x8<>+456(SB)/8, $0x0000007f0000007f
DATA expf32x8<>+464(SB)/8, $0x0000007f0000007f
DATA expf32x8<>+472(SB)/8, $0x0000007f0000007f
GLOBL expf32x8<>(SB), RODATA|NOPTR, $480

DATA tanhf32x8<>+0(SB)/8, $0x40fff64440fff644 // clamp
DATA tanhf32x8<>+8(SB)/8, $0x40fff64440fff644
DATA tanhf32x8<>+16(SB)/8, $0x40fff64440fff644
DATA tanhf32x8<>+24(SB)/8, $0x40fff64440fff644
DATA tanhf32x8<>+32(SB)/8, $0xc0fff644c0fff644 // -clamp
DATA tanhf32x8<>+40(SB)/8, $0xc0fff644c0fff644
DATA tanhf32x8<>+48(SB)/8, $0xc0fff644c0fff644
DATA tanhf32x8<>+56(SB)/8, $0xc0fff644c0fff644
DATA tanhf32x8<>+64(SB)/8, $0x39d1b71739d1b717 // small = 0.0004
DATA tanhf32x8<>+72(SB)/8, $0x39d1b71739d1b717
DATA tanhf32x8<>+80(SB)/8, $0x39d1b71739d1b717
DATA tanhf32x8<>+88(SB)/8, $0x39d1b71739d1b717
DATA tanhf32x8<>+96(SB)/8, $0xa59f25c0a59f25c0 // N0
DATA tanhf32x8<>+104(SB)/8, $0xa59f25c0a59f25c0
DATA tanhf32x8<>+112(SB)/8, $0xa59f25c0a59f25c0
DATA tanhf32x8<>+120(SB)/8, $0xa59f25c0a59f25c0
DATA tanhf32x8<>+128(SB)/8, $0x2a61337e2a61337e // N1
DATA tanhf32x8<>+136(SB)/8, $0x2a61337e2a61337e
DATA tanhf32x8<>+144(SB)/8, $0x2a61337e2a61337e
DATA tanhf32x8<>+152(SB)/8, $0x2a61337e2a61337e
DATA tanhf32x8<>+160(SB)/8, $0xaebd37ffaebd37ff // N2
DATA tanhf32x8<>+168(SB)/8, $0xaebd37ffaebd37ff
DATA tanhf32x8<>+176(SB)/8, $0xaebd37ffaebd37ff
DATA tanhf32x8<>+184(SB)/8, $0xaebd37ffaebd37ff
DATA tanhf32x8<>+192(SB)/8, $0x335c0041335c0041 // N3
DATA tanhf32x8<>+200(SB)/8, $0x335c0041335c0041
DATA tanhf32x8<>+208(SB)/8, $0x335c0041335c0041
DATA tanhf32x8<>+216(SB)/8, $0x335c0041335c0041
DATA tanhf32x8<>+224(SB)/8, $0x3779434a3779434a // N4
DATA tanhf32x8<>+232(SB)/8, $0x3779434a3779434a
DATA tanhf32x8<>+240(SB)/8, $0x3779434a3779434a
DATA tanhf32x8<>+248(SB)/8, $0x3779434a3779434a
DATA tanhf32x8<>+256(SB)/8, $0x3a270ded3a270ded // N5
DATA tanhf32x8<>+264(SB)/8, $0x3a270ded3a270ded
DATA tanhf32x8<>+272(SB)/8, $0x3a270ded3a270ded
DATA tanhf32x8<>+280(SB)/8, $0x3a270ded3a270ded
DATA tanhf32x8<>+288(SB)/8, $0x3ba059dc3ba059dc // N6
DATA tanhf32x8<>+296(SB)/8, $0x3ba059dc3ba059dc
DATA tanhf32x8<>+304(SB)/8, $0x3ba059dc3ba059dc
DATA tanhf32x8<>+312(SB)/8, $0x3ba059dc3ba059dc
DATA tanhf32x8<>+320(SB)/8, $0x35a0d3d835a0d3d8 // D0
DATA tanhf32x8<>+328(SB)/8, $0x35a0d3d835a0d3d8
DATA tanhf32x8<>+336(SB)/8, $0x35a0d3d835a0d3d8
DATA tanhf32x8<>+344(SB)/8, $0x35a0d3d835a0d3d8
DATA tanhf32x8<>+352(SB)/8, $0x38f895d638f895d6 // D1
DATA tanhf32x8<>+360(SB)/8, $0x38f895d638f895d6
DATA tanhf32x8<>+368(SB)/8, $0x38f895d638f895d6
DATA tanhf32x8<>+376(SB)/8, $0x38f895d638f895d6
DATA tanhf32x8<>+384(SB)/8, $0x3b14aa053b14aa05 // D2
DATA tanhf32x8<>+392(SB)/8, $0x3b14aa053b14aa05
DATA tanhf32x8<>+400(SB)/8, $0x3b14aa053b14aa05
DATA tanhf32x8<>+408(SB)/8, $0x3b14aa053b14aa05
DATA tanhf32x8<>+416(SB)/8, $0x3ba059dd3ba059dd // D3
DATA tanhf32x8<>+424(SB)/8, $0x3ba059dd3ba059dd
DATA tanhf32x8<>+432(SB)/8, $0x3ba059dd3ba059dd
DATA tanhf32x8<>+440(SB)/8, $0x3ba059dd3ba059dd
DATA tanhf32x8<>+448(SB)/8, $0x7fffffff7fffffff // all but the sign bit
DATA tanhf32x8<>+456(SB)/8, $0x7fffffff7fffffff
DATA tanhf32x8<>+464(SB)/8, $0x7fffffff7fffffff
DATA tanhf32x8<>+472(SB)/8, $0x7fffffff7fffffff
GLOBL tanhf32x8<>(SB), RODATA|NOPTR, $480

#define E_LOG2E expf32x8<>+0(SB)
#define E_HALF expf32x8<>+32(SB)
#define E_LN2HI expf32x8<>+64(SB)
#define E_LN2LO expf32x8<>+96(SB)
#define E_P0 expf32x8<>+128(SB)
#define E_P1 expf32x8<>+160(SB)
#define E_P2 expf32x8<>+192(SB)
#define E_P3 expf32x8<>+224(SB)
#define E_P4 expf32x8<>+256(SB)
#define E_P5 expf32x8<>+288(SB)
#define E_MAXN expf32x8<>+320(SB)
#define E_ONE expf32x8<>+352(SB)
#define E_HI expf32x8<>+384(SB)
#define E_LO expf32x8<>+416(SB)
#define E_BIAS expf32x8<>+448(SB)

#define T_CLAMP tanhf32x8<>+0(SB)
#define T_NCLAMP tanhf32x8<>+32(SB)
#define T_SMALL tanhf32x8<>+64(SB)
#define T_N0 tanhf32x8<>+96(SB)
#define T_N1 tanhf32x8<>+128(SB)
#define T_N2 tanhf32x8<>+160(SB)
#define T_N3 tanhf32x8<>+192(SB)
#define T_N4 tanhf32x8<>+224(SB)
#define T_N5 tanhf32x8<>+256(SB)
#define T_N6 tanhf32x8<>+288(SB)
#define T_D0 tanhf32x8<>+320(SB)
#define T_D1 tanhf32x8<>+352(SB)
#define T_D2 tanhf32x8<>+384(SB)
#define T_D3 tanhf32x8<>+416(SB)
#define T_ABS tanhf32x8<>+448(SB)

// ARGS2 loads the arguments (DI dst, SI src, CX n, R8 special) and clears
// R9, the union of the special lanes.
#define ARGS2 \
	MOVQ dst+0(FP), DI; \
	MOVQ src+8(FP), SI; \
	MOVQ n+16(FP), CX; \
	MOVQ special+24(FP), R8; \
	XORL R9, R9

// LOADNAN2 loads 16 operands into Y8 and Y9 and their NaN lanes into the
// masks Y10 and Y11.
#define LOADNAN2 \
	VMOVUPS (SI), Y8; \
	VMOVUPS 32(SI), Y9; \
	VCMPPS $3, Y8, Y8, Y10; \
	VCMPPS $3, Y9, Y9, Y11

// STORE2 stores the results in Y0 (lanes 0-7) and Y4 (8-15) with the
// operands of the NaN lanes over them, records those lanes and advances.
#define STORE2(LOOP) \
	VBLENDVPS Y10, Y8, Y0, Y0; \
	VBLENDVPS Y11, Y9, Y4, Y4; \
	VMOVUPS Y0, (DI); \
	VMOVUPS Y4, 32(DI); \
	VMOVMSKPS Y10, AX; \
	VMOVMSKPS Y11, DX; \
	SHLL $8, DX; \
	ORL DX, AX; \
	MOVW AX, (R8); \
	ORL AX, R9; \
	ADDQ $64, SI; \
	ADDQ $64, DI; \
	ADDQ $2, R8; \
	SUBQ $16, CX; \
	JNZ LOOP

// EXPF32Y sets X = ExpF32(X) for 8 float32 lanes that are not NaN, with
// temporaries A-C and log2e in Y12 (EXPF32 of vec_amd64.s):
//   x = min(max(x, lo), hi); n = min(floor(fma(x, log2e, 1/2)), 127)
//   r = fma(-n, ln2Lo, fma(-n, ln2Hi, x))
//   p = fma(fma(...fma(P0, r, P1)..., r, P5), r*r, r) + 1
//   X = (p * 2^(n>>1)) * 2^(n-(n>>1))
#define EXPF32Y(X, A, B, C) \
	VMAXPS E_LO, X, X; \
	VMINPS E_HI, X, X; \
	VMOVAPS X, A; \
	VFMADD213PS E_HALF, Y12, A; \
	VROUNDPS $9, A, A; \
	VMINPS E_MAXN, A, A; \
	VMOVAPS X, B; \
	VFNMADD231PS E_LN2HI, A, B; \
	VFNMADD231PS E_LN2LO, A, B; \
	VMOVAPS E_P0, C; \
	VFMADD213PS E_P1, B, C; \
	VFMADD213PS E_P2, B, C; \
	VFMADD213PS E_P3, B, C; \
	VFMADD213PS E_P4, B, C; \
	VFMADD213PS E_P5, B, C; \
	VMULPS B, B, X; \
	VFMADD213PS B, X, C; \
	VADDPS E_ONE, C, C; \
	VCVTTPS2DQ A, A; \
	VPSRAD $1, A, B; \
	VPSUBD B, A, A; \
	VPADDD E_BIAS, B, B; \
	VPSLLD $23, B, B; \
	VPADDD E_BIAS, A, A; \
	VPSLLD $23, A, A; \
	VMULPS B, C, C; \
	VMULPS A, C, X

// func expAVX2(dst, src *float32, n int, special *uint16) (flagged bool)
//
// ExpF32 in float32 lanes; NaN operands are flagged.
TEXT ·expAVX2(SB), NOSPLIT, $0-33
	ARGS2
	VMOVUPS E_LOG2E, Y12

exp2loop:
	LOADNAN2
	VMOVAPS Y8, Y0
	VMOVAPS Y9, Y4
	EXPF32Y(Y0, Y1, Y2, Y3)
	EXPF32Y(Y4, Y5, Y6, Y7)
	STORE2(exp2loop)
	TESTL R9, R9
	SETNE flagged+32(FP)
	VZEROUPPER
	RET

// func expSubAVX2(dst, src *float32, n int, special *uint16, m float32) (flagged bool)
//
// expAVX2 of src[i] - m (rounded to float32); the special lanes keep
// src[i] - m.
TEXT ·expSubAVX2(SB), NOSPLIT, $0-41
	ARGS2
	VMOVUPS E_LOG2E, Y12
	VBROADCASTSS m+32(FP), Y13

expsub2loop:
	VMOVUPS (SI), Y8
	VMOVUPS 32(SI), Y9
	VSUBPS Y13, Y8, Y8
	VSUBPS Y13, Y9, Y9
	VCMPPS $3, Y8, Y8, Y10
	VCMPPS $3, Y9, Y9, Y11
	VMOVAPS Y8, Y0
	VMOVAPS Y9, Y4
	EXPF32Y(Y0, Y1, Y2, Y3)
	EXPF32Y(Y4, Y5, Y6, Y7)
	STORE2(expsub2loop)
	TESTL R9, R9
	SETNE flagged+40(FP)
	VZEROUPPER
	RET

// TANHF32Y sets R = TanhF32(S) for 8 float32 lanes that are not NaN, with
// temporaries A-C and the mask M (the steps of tanhAVX512): xc = min(max(x,
// -c), c), x2 = xc², numerator and denominator by fused Horner steps in
// x2, xc·num/den; x itself where |x| < 0.0004.
#define TANHF32Y(S, R, A, B, C, M) \
	VANDPS T_ABS, S, A; \
	VCMPPS $0x11, T_SMALL, A, M; \
	VMAXPS T_NCLAMP, S, A; \
	VMINPS T_CLAMP, A, A; \
	VMULPS A, A, B; \
	VMOVAPS T_N0, R; \
	VFMADD213PS T_N1, B, R; \
	VFMADD213PS T_N2, B, R; \
	VFMADD213PS T_N3, B, R; \
	VFMADD213PS T_N4, B, R; \
	VFMADD213PS T_N5, B, R; \
	VFMADD213PS T_N6, B, R; \
	VMULPS R, A, R; \
	VMOVAPS T_D0, C; \
	VFMADD213PS T_D1, B, C; \
	VFMADD213PS T_D2, B, C; \
	VFMADD213PS T_D3, B, C; \
	VDIVPS C, R, R; \
	VBLENDVPS M, S, R, R

// func tanhAVX2(dst, src *float32, n int, special *uint16) (flagged bool)
TEXT ·tanhAVX2(SB), NOSPLIT, $0-33
	ARGS2

tanh2loop:
	LOADNAN2
	TANHF32Y(Y8, Y0, Y1, Y2, Y3, Y12)
	TANHF32Y(Y9, Y4, Y5, Y6, Y7, Y13)
	STORE2(tanh2loop)
	TESTL R9, R9
	SETNE flagged+32(FP)
	VZEROUPPER
	RET
