// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch_xla 2.9.0; do not edit.
module @IrToHlo.1236 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10x1280xf32>, %arg2: tensor<1280xf32>, %arg3: tensor<1280xf32>, %arg4: tensor<1280xf32>, %arg5: tensor<1280xf32>, %arg6: tensor<1280x320x1x1xf32>, %arg7: tensor<320xf32>, %arg8: tensor<320xf32>, %arg9: tensor<320xf32>, %arg10: tensor<320xf32>, %arg11: tensor<320x1152x1x1xf32>, %arg12: tensor<1152xf32>, %arg13: tensor<1152xf32>, %arg14: tensor<1152xf32>, %arg15: tensor<1152xf32>, %arg16: tensor<1152x1x3x3xf32>, %arg17: tensor<1152xf32>, %arg18: tensor<1152xf32>, %arg19: tensor<1152xf32>, %arg20: tensor<1152xf32>, %arg21: tensor<1152x192x1x1xf32>, %arg22: tensor<192xf32>, %arg23: tensor<192xf32>, %arg24: tensor<192xf32>, %arg25: tensor<192xf32>, %arg26: tensor<192x672x1x1xf32>, %arg27: tensor<672xf32>, %arg28: tensor<672xf32>, %arg29: tensor<672xf32>, %arg30: tensor<672xf32>, %arg31: tensor<672x1x5x5xf32>, %arg32: tensor<672xf32>, %arg33: tensor<672xf32>, %arg34: tensor<672xf32>, %arg35: tensor<672xf32>, %arg36: tensor<672x112x1x1xf32>, %arg37: tensor<112xf32>, %arg38: tensor<112xf32>, %arg39: tensor<112xf32>, %arg40: tensor<112xf32>, %arg41: tensor<112x480x1x1xf32>, %arg42: tensor<480xf32>, %arg43: tensor<480xf32>, %arg44: tensor<480xf32>, %arg45: tensor<480xf32>, %arg46: tensor<480x1x5x5xf32>, %arg47: tensor<480xf32>, %arg48: tensor<480xf32>, %arg49: tensor<480xf32>, %arg50: tensor<480xf32>, %arg51: tensor<480x80x1x1xf32>, %arg52: tensor<80xf32>, %arg53: tensor<80xf32>, %arg54: tensor<80xf32>, %arg55: tensor<80xf32>, %arg56: tensor<80x240x1x1xf32>, %arg57: tensor<240xf32>, %arg58: tensor<240xf32>, %arg59: tensor<240xf32>, %arg60: tensor<240xf32>, %arg61: tensor<240x1x3x3xf32>, %arg62: tensor<240xf32>, %arg63: tensor<240xf32>, %arg64: tensor<240xf32>, %arg65: tensor<240xf32>, %arg66: tensor<240x40x1x1xf32>, %arg67: tensor<40xf32>, %arg68: tensor<40xf32>, %arg69: tensor<40xf32>, %arg70: tensor<40xf32>, %arg71: tensor<40x144x1x1xf32>, %arg72: tensor<144xf32>, %arg73: tensor<144xf32>, %arg74: tensor<144xf32>, %arg75: tensor<144xf32>, %arg76: tensor<144x1x5x5xf32>, %arg77: tensor<144xf32>, %arg78: tensor<144xf32>, %arg79: tensor<144xf32>, %arg80: tensor<144xf32>, %arg81: tensor<144x24x1x1xf32>, %arg82: tensor<24xf32>, %arg83: tensor<24xf32>, %arg84: tensor<24xf32>, %arg85: tensor<24xf32>, %arg86: tensor<24x96x1x1xf32>, %arg87: tensor<96xf32>, %arg88: tensor<96xf32>, %arg89: tensor<96xf32>, %arg90: tensor<96xf32>, %arg91: tensor<96x1x3x3xf32>, %arg92: tensor<96xf32>, %arg93: tensor<96xf32>, %arg94: tensor<96xf32>, %arg95: tensor<96xf32>, %arg96: tensor<96x16x1x1xf32>, %arg97: tensor<16xf32>, %arg98: tensor<16xf32>, %arg99: tensor<16xf32>, %arg100: tensor<16xf32>, %arg101: tensor<16x32x1x1xf32>, %arg102: tensor<32xf32>, %arg103: tensor<32xf32>, %arg104: tensor<32xf32>, %arg105: tensor<32xf32>, %arg106: tensor<32x1x3x3xf32>, %arg107: tensor<32xf32>, %arg108: tensor<32xf32>, %arg109: tensor<32xf32>, %arg110: tensor<32xf32>, %arg111: tensor<32x3x3x3xf32>, %arg112: tensor<1x3x32x32xf32>, %arg113: tensor<32xf32>, %arg114: tensor<32x8x1x1xf32>, %arg115: tensor<8xf32>, %arg116: tensor<8x32x1x1xf32>, %arg117: tensor<96xf32>, %arg118: tensor<96x4x1x1xf32>, %arg119: tensor<4xf32>, %arg120: tensor<4x96x1x1xf32>, %arg121: tensor<24xf32>, %arg122: tensor<24xf32>, %arg123: tensor<24xf32>, %arg124: tensor<24xf32>, %arg125: tensor<24x144x1x1xf32>, %arg126: tensor<144xf32>, %arg127: tensor<144xf32>, %arg128: tensor<144xf32>, %arg129: tensor<144xf32>, %arg130: tensor<144x1x3x3xf32>, %arg131: tensor<144xf32>, %arg132: tensor<144xf32>, %arg133: tensor<144xf32>, %arg134: tensor<144xf32>, %arg135: tensor<144x24x1x1xf32>, %arg136: tensor<144xf32>, %arg137: tensor<144x6x1x1xf32>, %arg138: tensor<6xf32>, %arg139: tensor<6x144x1x1xf32>, %arg140: tensor<144xf32>, %arg141: tensor<144x6x1x1xf32>, %arg142: tensor<6xf32>, %arg143: tensor<6x144x1x1xf32>, %arg144: tensor<40xf32>, %arg145: tensor<40xf32>, %arg146: tensor<40xf32>, %arg147: tensor<40xf32>, %arg148: tensor<40x240x1x1xf32>, %arg149: tensor<240xf32>, %arg150: tensor<240xf32>, %arg151: tensor<240xf32>, %arg152: tensor<240xf32>, %arg153: tensor<240x1x5x5xf32>, %arg154: tensor<240xf32>, %arg155: tensor<240xf32>, %arg156: tensor<240xf32>, %arg157: tensor<240xf32>, %arg158: tensor<240x40x1x1xf32>, %arg159: tensor<240xf32>, %arg160: tensor<240x10x1x1xf32>, %arg161: tensor<10xf32>, %arg162: tensor<10x240x1x1xf32>, %arg163: tensor<240xf32>, %arg164: tensor<240x10x1x1xf32>, %arg165: tensor<10xf32>, %arg166: tensor<10x240x1x1xf32>, %arg167: tensor<80xf32>, %arg168: tensor<80xf32>, %arg169: tensor<80xf32>, %arg170: tensor<80xf32>, %arg171: tensor<80x480x1x1xf32>, %arg172: tensor<480xf32>, %arg173: tensor<480xf32>, %arg174: tensor<480xf32>, %arg175: tensor<480xf32>, %arg176: tensor<480x1x3x3xf32>, %arg177: tensor<480xf32>, %arg178: tensor<480xf32>, %arg179: tensor<480xf32>, %arg180: tensor<480xf32>, %arg181: tensor<480x80x1x1xf32>, %arg182: tensor<480xf32>, %arg183: tensor<480x20x1x1xf32>, %arg184: tensor<20xf32>, %arg185: tensor<20x480x1x1xf32>, %arg186: tensor<80xf32>, %arg187: tensor<80xf32>, %arg188: tensor<80xf32>, %arg189: tensor<80xf32>, %arg190: tensor<80x480x1x1xf32>, %arg191: tensor<480xf32>, %arg192: tensor<480xf32>, %arg193: tensor<480xf32>, %arg194: tensor<480xf32>, %arg195: tensor<480x1x3x3xf32>, %arg196: tensor<480xf32>, %arg197: tensor<480xf32>, %arg198: tensor<480xf32>, %arg199: tensor<480xf32>, %arg200: tensor<480x80x1x1xf32>, %arg201: tensor<480xf32>, %arg202: tensor<480x20x1x1xf32>, %arg203: tensor<20xf32>, %arg204: tensor<20x480x1x1xf32>, %arg205: tensor<480xf32>, %arg206: tensor<480x20x1x1xf32>, %arg207: tensor<20xf32>, %arg208: tensor<20x480x1x1xf32>, %arg209: tensor<112xf32>, %arg210: tensor<112xf32>, %arg211: tensor<112xf32>, %arg212: tensor<112xf32>, %arg213: tensor<112x672x1x1xf32>, %arg214: tensor<672xf32>, %arg215: tensor<672xf32>, %arg216: tensor<672xf32>, %arg217: tensor<672xf32>, %arg218: tensor<672x1x5x5xf32>, %arg219: tensor<672xf32>, %arg220: tensor<672xf32>, %arg221: tensor<672xf32>, %arg222: tensor<672xf32>, %arg223: tensor<672x112x1x1xf32>, %arg224: tensor<672xf32>, %arg225: tensor<672x28x1x1xf32>, %arg226: tensor<28xf32>, %arg227: tensor<28x672x1x1xf32>, %arg228: tensor<112xf32>, %arg229: tensor<112xf32>, %arg230: tensor<112xf32>, %arg231: tensor<112xf32>, %arg232: tensor<112x672x1x1xf32>, %arg233: tensor<672xf32>, %arg234: tensor<672xf32>, %arg235: tensor<672xf32>, %arg236: tensor<672xf32>, %arg237: tensor<672x1x5x5xf32>, %arg238: tensor<672xf32>, %arg239: tensor<672xf32>, %arg240: tensor<672xf32>, %arg241: tensor<672xf32>, %arg242: tensor<672x112x1x1xf32>, %arg243: tensor<672xf32>, %arg244: tensor<672x28x1x1xf32>, %arg245: tensor<28xf32>, %arg246: tensor<28x672x1x1xf32>, %arg247: tensor<672xf32>, %arg248: tensor<672x28x1x1xf32>, %arg249: tensor<28xf32>, %arg250: tensor<28x672x1x1xf32>, %arg251: tensor<192xf32>, %arg252: tensor<192xf32>, %arg253: tensor<192xf32>, %arg254: tensor<192xf32>, %arg255: tensor<192x1152x1x1xf32>, %arg256: tensor<1152xf32>, %arg257: tensor<1152xf32>, %arg258: tensor<1152xf32>, %arg259: tensor<1152xf32>, %arg260: tensor<1152x1x5x5xf32>, %arg261: tensor<1152xf32>, %arg262: tensor<1152xf32>, %arg263: tensor<1152xf32>, %arg264: tensor<1152xf32>, %arg265: tensor<1152x192x1x1xf32>, %arg266: tensor<1152xf32>, %arg267: tensor<1152x48x1x1xf32>, %arg268: tensor<48xf32>, %arg269: tensor<48x1152x1x1xf32>, %arg270: tensor<192xf32>, %arg271: tensor<192xf32>, %arg272: tensor<192xf32>, %arg273: tensor<192xf32>, %arg274: tensor<192x1152x1x1xf32>, %arg275: tensor<1152xf32>, %arg276: tensor<1152xf32>, %arg277: tensor<1152xf32>, %arg278: tensor<1152xf32>, %arg279: tensor<1152x1x5x5xf32>, %arg280: tensor<1152xf32>, %arg281: tensor<1152xf32>, %arg282: tensor<1152xf32>, %arg283: tensor<1152xf32>, %arg284: tensor<1152x192x1x1xf32>, %arg285: tensor<1152xf32>, %arg286: tensor<1152x48x1x1xf32>, %arg287: tensor<48xf32>, %arg288: tensor<48x1152x1x1xf32>, %arg289: tensor<192xf32>, %arg290: tensor<192xf32>, %arg291: tensor<192xf32>, %arg292: tensor<192xf32>, %arg293: tensor<192x1152x1x1xf32>, %arg294: tensor<1152xf32>, %arg295: tensor<1152xf32>, %arg296: tensor<1152xf32>, %arg297: tensor<1152xf32>, %arg298: tensor<1152x1x5x5xf32>, %arg299: tensor<1152xf32>, %arg300: tensor<1152xf32>, %arg301: tensor<1152xf32>, %arg302: tensor<1152xf32>, %arg303: tensor<1152x192x1x1xf32>, %arg304: tensor<1152xf32>, %arg305: tensor<1152x48x1x1xf32>, %arg306: tensor<48xf32>, %arg307: tensor<48x1152x1x1xf32>, %arg308: tensor<1152xf32>, %arg309: tensor<1152x48x1x1xf32>, %arg310: tensor<48xf32>, %arg311: tensor<48x1152x1x1xf32>) -> tensor<1x10xf32> {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<1x672xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<1x480xf32>
    %cst_1 = stablehlo.constant dense<2.500000e-01> : tensor<1x240xf32>
    %cst_2 = stablehlo.constant dense<6.250000e-02> : tensor<1x240xf32>
    %cst_3 = stablehlo.constant dense<6.250000e-02> : tensor<1x144xf32>
    %cst_4 = stablehlo.constant dense<1.562500e-02> : tensor<1x144xf32>
    %cst_5 = stablehlo.constant dense<1.562500e-02> : tensor<1x96xf32>
    %cst_6 = stablehlo.constant dense<3.906250e-03> : tensor<1x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convolution(%arg112, %arg111) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x32x32xf32>, tensor<32x3x3x3xf32>) -> tensor<1x32x16x16xf32>
    %1 = "stablehlo.batch_norm_inference"(%0, %arg110, %arg109, %arg108, %arg107) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<1x32x16x16xf32>
    %2 = stablehlo.logistic %1 : tensor<1x32x16x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x32x16x16xf32>
    %4 = stablehlo.convolution(%3, %arg106) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x16x16xf32>, tensor<32x1x3x3xf32>) -> tensor<1x32x16x16xf32>
    %5 = "stablehlo.batch_norm_inference"(%4, %arg105, %arg104, %arg103, %arg102) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x32x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<1x32x16x16xf32>
    %6 = stablehlo.logistic %5 : tensor<1x32x16x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<1x32x16x16xf32>
    %8 = stablehlo.reduce(%7 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x32x16x16xf32>, tensor<f32>) -> tensor<1x32xf32>
    %9 = stablehlo.multiply %8, %cst_6 : tensor<1x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x32xf32>) -> tensor<1x32x1x1xf32>
    %11 = stablehlo.convolution(%10, %arg116) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x1x1xf32>, tensor<8x32x1x1xf32>) -> tensor<1x8x1x1xf32>
    %12 = stablehlo.reshape %arg115 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<1x8x1x1xf32>
    %14 = stablehlo.logistic %13 : tensor<1x8x1x1xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<1x8x1x1xf32>
    %16 = stablehlo.convolution(%15, %arg114) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x1x1xf32>, tensor<32x8x1x1xf32>) -> tensor<1x32x1x1xf32>
    %17 = stablehlo.reshape %arg113 : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<1x32x1x1xf32>
    %19 = stablehlo.logistic %18 : tensor<1x32x1x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x32x1x1xf32>) -> tensor<1x32xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x16x16xf32>
    %22 = stablehlo.multiply %21, %7 : tensor<1x32x16x16xf32>
    %23 = stablehlo.convolution(%22, %arg101) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x16x16xf32>, tensor<16x32x1x1xf32>) -> tensor<1x16x16x16xf32>
    %24 = "stablehlo.batch_norm_inference"(%23, %arg100, %arg99, %arg98, %arg97) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x16x16x16xf32>
    %25 = stablehlo.convolution(%24, %arg96) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x16xf32>, tensor<96x16x1x1xf32>) -> tensor<1x96x16x16xf32>
    %26 = "stablehlo.batch_norm_inference"(%25, %arg95, %arg94, %arg93, %arg92) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x96x16x16xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<1x96x16x16xf32>
    %27 = stablehlo.logistic %26 : tensor<1x96x16x16xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<1x96x16x16xf32>
    %29 = stablehlo.convolution(%28, %arg91) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x96x16x16xf32>, tensor<96x1x3x3xf32>) -> tensor<1x96x8x8xf32>
    %30 = "stablehlo.batch_norm_inference"(%29, %arg90, %arg89, %arg88, %arg87) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x96x8x8xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<1x96x8x8xf32>
    %31 = stablehlo.logistic %30 : tensor<1x96x8x8xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<1x96x8x8xf32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x96x8x8xf32>, tensor<f32>) -> tensor<1x96xf32>
    %34 = stablehlo.multiply %33, %cst_5 : tensor<1x96xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x96xf32>) -> tensor<1x96x1x1xf32>
    %36 = stablehlo.convolution(%35, %arg120) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x96x1x1xf32>, tensor<4x96x1x1xf32>) -> tensor<1x4x1x1xf32>
    %37 = stablehlo.reshape %arg119 : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x4x1x1xf32>
    %39 = stablehlo.logistic %38 : tensor<1x4x1x1xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<1x4x1x1xf32>
    %41 = stablehlo.convolution(%40, %arg118) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x1x1xf32>, tensor<96x4x1x1xf32>) -> tensor<1x96x1x1xf32>
    %42 = stablehlo.reshape %arg117 : (tensor<96xf32>) -> tensor<1x96x1x1xf32>
    %43 = stablehlo.add %41, %42 : tensor<1x96x1x1xf32>
    %44 = stablehlo.logistic %43 : tensor<1x96x1x1xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x96x1x1xf32>) -> tensor<1x96xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<1x96x8x8xf32>
    %47 = stablehlo.multiply %46, %32 : tensor<1x96x8x8xf32>
    %48 = stablehlo.convolution(%47, %arg86) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x96x8x8xf32>, tensor<24x96x1x1xf32>) -> tensor<1x24x8x8xf32>
    %49 = "stablehlo.batch_norm_inference"(%48, %arg85, %arg84, %arg83, %arg82) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x24x8x8xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x8x8xf32>
    %50 = stablehlo.convolution(%49, %arg135) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x8x8xf32>, tensor<144x24x1x1xf32>) -> tensor<1x144x8x8xf32>
    %51 = "stablehlo.batch_norm_inference"(%50, %arg134, %arg133, %arg132, %arg131) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x144x8x8xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x144x8x8xf32>
    %52 = stablehlo.logistic %51 : tensor<1x144x8x8xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<1x144x8x8xf32>
    %54 = stablehlo.convolution(%53, %arg130) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x8x8xf32>, tensor<144x1x3x3xf32>) -> tensor<1x144x8x8xf32>
    %55 = "stablehlo.batch_norm_inference"(%54, %arg129, %arg128, %arg127, %arg126) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x144x8x8xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x144x8x8xf32>
    %56 = stablehlo.logistic %55 : tensor<1x144x8x8xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<1x144x8x8xf32>
    %58 = stablehlo.reduce(%57 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x144x8x8xf32>, tensor<f32>) -> tensor<1x144xf32>
    %59 = stablehlo.multiply %58, %cst_4 : tensor<1x144xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x144xf32>) -> tensor<1x144x1x1xf32>
    %61 = stablehlo.convolution(%60, %arg139) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x1x1xf32>, tensor<6x144x1x1xf32>) -> tensor<1x6x1x1xf32>
    %62 = stablehlo.reshape %arg138 : (tensor<6xf32>) -> tensor<1x6x1x1xf32>
    %63 = stablehlo.add %61, %62 : tensor<1x6x1x1xf32>
    %64 = stablehlo.logistic %63 : tensor<1x6x1x1xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<1x6x1x1xf32>
    %66 = stablehlo.convolution(%65, %arg137) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x1x1xf32>, tensor<144x6x1x1xf32>) -> tensor<1x144x1x1xf32>
    %67 = stablehlo.reshape %arg136 : (tensor<144xf32>) -> tensor<1x144x1x1xf32>
    %68 = stablehlo.add %66, %67 : tensor<1x144x1x1xf32>
    %69 = stablehlo.logistic %68 : tensor<1x144x1x1xf32>
    %70 = stablehlo.reshape %69 : (tensor<1x144x1x1xf32>) -> tensor<1x144xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x144xf32>) -> tensor<1x144x8x8xf32>
    %72 = stablehlo.multiply %71, %57 : tensor<1x144x8x8xf32>
    %73 = stablehlo.convolution(%72, %arg125) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x8x8xf32>, tensor<24x144x1x1xf32>) -> tensor<1x24x8x8xf32>
    %74 = "stablehlo.batch_norm_inference"(%73, %arg124, %arg123, %arg122, %arg121) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x24x8x8xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x24x8x8xf32>
    %75 = stablehlo.add %74, %49 : tensor<1x24x8x8xf32>
    %76 = stablehlo.convolution(%75, %arg81) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x24x8x8xf32>, tensor<144x24x1x1xf32>) -> tensor<1x144x8x8xf32>
    %77 = "stablehlo.batch_norm_inference"(%76, %arg80, %arg79, %arg78, %arg77) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x144x8x8xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x144x8x8xf32>
    %78 = stablehlo.logistic %77 : tensor<1x144x8x8xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<1x144x8x8xf32>
    %80 = stablehlo.convolution(%79, %arg76) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x8x8xf32>, tensor<144x1x5x5xf32>) -> tensor<1x144x4x4xf32>
    %81 = "stablehlo.batch_norm_inference"(%80, %arg75, %arg74, %arg73, %arg72) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x144x4x4xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x144x4x4xf32>
    %82 = stablehlo.logistic %81 : tensor<1x144x4x4xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<1x144x4x4xf32>
    %84 = stablehlo.reduce(%83 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x144x4x4xf32>, tensor<f32>) -> tensor<1x144xf32>
    %85 = stablehlo.multiply %84, %cst_3 : tensor<1x144xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x144xf32>) -> tensor<1x144x1x1xf32>
    %87 = stablehlo.convolution(%86, %arg143) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x1x1xf32>, tensor<6x144x1x1xf32>) -> tensor<1x6x1x1xf32>
    %88 = stablehlo.reshape %arg142 : (tensor<6xf32>) -> tensor<1x6x1x1xf32>
    %89 = stablehlo.add %87, %88 : tensor<1x6x1x1xf32>
    %90 = stablehlo.logistic %89 : tensor<1x6x1x1xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<1x6x1x1xf32>
    %92 = stablehlo.convolution(%91, %arg141) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x1x1xf32>, tensor<144x6x1x1xf32>) -> tensor<1x144x1x1xf32>
    %93 = stablehlo.reshape %arg140 : (tensor<144xf32>) -> tensor<1x144x1x1xf32>
    %94 = stablehlo.add %92, %93 : tensor<1x144x1x1xf32>
    %95 = stablehlo.logistic %94 : tensor<1x144x1x1xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x144x1x1xf32>) -> tensor<1x144xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<1x144xf32>) -> tensor<1x144x4x4xf32>
    %98 = stablehlo.multiply %97, %83 : tensor<1x144x4x4xf32>
    %99 = stablehlo.convolution(%98, %arg71) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x144x4x4xf32>, tensor<40x144x1x1xf32>) -> tensor<1x40x4x4xf32>
    %100 = "stablehlo.batch_norm_inference"(%99, %arg70, %arg69, %arg68, %arg67) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x40x4x4xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<1x40x4x4xf32>
    %101 = stablehlo.convolution(%100, %arg158) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) -> tensor<1x240x4x4xf32>
    %102 = "stablehlo.batch_norm_inference"(%101, %arg157, %arg156, %arg155, %arg154) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x240x4x4xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) -> tensor<1x240x4x4xf32>
    %103 = stablehlo.logistic %102 : tensor<1x240x4x4xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<1x240x4x4xf32>
    %105 = stablehlo.convolution(%104, %arg153) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 240 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x240x4x4xf32>, tensor<240x1x5x5xf32>) -> tensor<1x240x4x4xf32>
    %106 = "stablehlo.batch_norm_inference"(%105, %arg152, %arg151, %arg150, %arg149) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x240x4x4xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) -> tensor<1x240x4x4xf32>
    %107 = stablehlo.logistic %106 : tensor<1x240x4x4xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<1x240x4x4xf32>
    %109 = stablehlo.reduce(%108 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240xf32>
    %110 = stablehlo.multiply %109, %cst_2 : tensor<1x240xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x240xf32>) -> tensor<1x240x1x1xf32>
    %112 = stablehlo.convolution(%111, %arg162) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x240x1x1xf32>, tensor<10x240x1x1xf32>) -> tensor<1x10x1x1xf32>
    %113 = stablehlo.reshape %arg161 : (tensor<10xf32>) -> tensor<1x10x1x1xf32>
    %114 = stablehlo.add %112, %113 : tensor<1x10x1x1xf32>
    %115 = stablehlo.logistic %114 : tensor<1x10x1x1xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<1x10x1x1xf32>
    %117 = stablehlo.convolution(%116, %arg160) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x10x1x1xf32>, tensor<240x10x1x1xf32>) -> tensor<1x240x1x1xf32>
    %118 = stablehlo.reshape %arg159 : (tensor<240xf32>) -> tensor<1x240x1x1xf32>
    %119 = stablehlo.add %117, %118 : tensor<1x240x1x1xf32>
    %120 = stablehlo.logistic %119 : tensor<1x240x1x1xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x240x1x1xf32>) -> tensor<1x240xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x240xf32>) -> tensor<1x240x4x4xf32>
    %123 = stablehlo.multiply %122, %108 : tensor<1x240x4x4xf32>
    %124 = stablehlo.convolution(%123, %arg148) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) -> tensor<1x40x4x4xf32>
    %125 = "stablehlo.batch_norm_inference"(%124, %arg147, %arg146, %arg145, %arg144) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x40x4x4xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<1x40x4x4xf32>
    %126 = stablehlo.add %125, %100 : tensor<1x40x4x4xf32>
    %127 = stablehlo.convolution(%126, %arg66) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) -> tensor<1x240x4x4xf32>
    %128 = "stablehlo.batch_norm_inference"(%127, %arg65, %arg64, %arg63, %arg62) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x240x4x4xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) -> tensor<1x240x4x4xf32>
    %129 = stablehlo.logistic %128 : tensor<1x240x4x4xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<1x240x4x4xf32>
    %131 = stablehlo.convolution(%130, %arg61) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 240 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x240x4x4xf32>, tensor<240x1x3x3xf32>) -> tensor<1x240x2x2xf32>
    %132 = "stablehlo.batch_norm_inference"(%131, %arg60, %arg59, %arg58, %arg57) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x240x2x2xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) -> tensor<1x240x2x2xf32>
    %133 = stablehlo.logistic %132 : tensor<1x240x2x2xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<1x240x2x2xf32>
    %135 = stablehlo.reduce(%134 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x240x2x2xf32>, tensor<f32>) -> tensor<1x240xf32>
    %136 = stablehlo.multiply %135, %cst_1 : tensor<1x240xf32>
    %137 = stablehlo.reshape %136 : (tensor<1x240xf32>) -> tensor<1x240x1x1xf32>
    %138 = stablehlo.convolution(%137, %arg166) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x240x1x1xf32>, tensor<10x240x1x1xf32>) -> tensor<1x10x1x1xf32>
    %139 = stablehlo.reshape %arg165 : (tensor<10xf32>) -> tensor<1x10x1x1xf32>
    %140 = stablehlo.add %138, %139 : tensor<1x10x1x1xf32>
    %141 = stablehlo.logistic %140 : tensor<1x10x1x1xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<1x10x1x1xf32>
    %143 = stablehlo.convolution(%142, %arg164) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x10x1x1xf32>, tensor<240x10x1x1xf32>) -> tensor<1x240x1x1xf32>
    %144 = stablehlo.reshape %arg163 : (tensor<240xf32>) -> tensor<1x240x1x1xf32>
    %145 = stablehlo.add %143, %144 : tensor<1x240x1x1xf32>
    %146 = stablehlo.logistic %145 : tensor<1x240x1x1xf32>
    %147 = stablehlo.reshape %146 : (tensor<1x240x1x1xf32>) -> tensor<1x240xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<1x240xf32>) -> tensor<1x240x2x2xf32>
    %149 = stablehlo.multiply %148, %134 : tensor<1x240x2x2xf32>
    %150 = stablehlo.convolution(%149, %arg56) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x240x2x2xf32>, tensor<80x240x1x1xf32>) -> tensor<1x80x2x2xf32>
    %151 = "stablehlo.batch_norm_inference"(%150, %arg55, %arg54, %arg53, %arg52) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x80x2x2xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>) -> tensor<1x80x2x2xf32>
    %152 = stablehlo.convolution(%151, %arg181) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x80x2x2xf32>, tensor<480x80x1x1xf32>) -> tensor<1x480x2x2xf32>
    %153 = "stablehlo.batch_norm_inference"(%152, %arg180, %arg179, %arg178, %arg177) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x480x2x2xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) -> tensor<1x480x2x2xf32>
    %154 = stablehlo.logistic %153 : tensor<1x480x2x2xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<1x480x2x2xf32>
    %156 = stablehlo.convolution(%155, %arg176) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 480 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x480x2x2xf32>, tensor<480x1x3x3xf32>) -> tensor<1x480x2x2xf32>
    %157 = "stablehlo.batch_norm_inference"(%156, %arg175, %arg174, %arg173, %arg172) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x480x2x2xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) -> tensor<1x480x2x2xf32>
    %158 = stablehlo.logistic %157 : tensor<1x480x2x2xf32>
    %159 = stablehlo.multiply %157, %158 : tensor<1x480x2x2xf32>
    %160 = stablehlo.reduce(%159 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x480x2x2xf32>, tensor<f32>) -> tensor<1x480xf32>
    %161 = stablehlo.multiply %160, %cst_0 : tensor<1x480xf32>
    %162 = stablehlo.reshape %161 : (tensor<1x480xf32>) -> tensor<1x480x1x1xf32>
    %163 = stablehlo.convolution(%162, %arg185) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x480x1x1xf32>, tensor<20x480x1x1xf32>) -> tensor<1x20x1x1xf32>
    %164 = stablehlo.reshape %arg184 : (tensor<20xf32>) -> tensor<1x20x1x1xf32>
    %165 = stablehlo.add %163, %164 : tensor<1x20x1x1xf32>
    %166 = stablehlo.logistic %165 : tensor<1x20x1x1xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<1x20x1x1xf32>
    %168 = stablehlo.convolution(%167, %arg183) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x20x1x1xf32>, tensor<480x20x1x1xf32>) -> tensor<1x480x1x1xf32>
    %169 = stablehlo.reshape %arg182 : (tensor<480xf32>) -> tensor<1x480x1x1xf32>
    %170 = stablehlo.add %168, %169 : tensor<1x480x1x1xf32>
    %171 = stablehlo.logistic %170 : tensor<1x480x1x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<1x480x1x1xf32>) -> tensor<1x480xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<1x480xf32>) -> tensor<1x480x2x2xf32>
    %174 = stablehlo.multiply %173, %159 : tensor<1x480x2x2xf32>
    %175 = stablehlo.convolution(%174, %arg171) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x480x2x2xf32>, tensor<80x480x1x1xf32>) -> tensor<1x80x2x2xf32>
    %176 = "stablehlo.batch_norm_inference"(%175, %arg170, %arg169, %arg168, %arg167) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x80x2x2xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>) -> tensor<1x80x2x2xf32>
    %177 = stablehlo.add %176, %151 : tensor<1x80x2x2xf32>
    %178 = stablehlo.convolution(%177, %arg200) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x80x2x2xf32>, tensor<480x80x1x1xf32>) -> tensor<1x480x2x2xf32>
    %179 = "stablehlo.batch_norm_inference"(%178, %arg199, %arg198, %arg197, %arg196) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x480x2x2xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) -> tensor<1x480x2x2xf32>
    %180 = stablehlo.logistic %179 : tensor<1x480x2x2xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<1x480x2x2xf32>
    %182 = stablehlo.convolution(%181, %arg195) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 480 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x480x2x2xf32>, tensor<480x1x3x3xf32>) -> tensor<1x480x2x2xf32>
    %183 = "stablehlo.batch_norm_inference"(%182, %arg194, %arg193, %arg192, %arg191) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x480x2x2xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) -> tensor<1x480x2x2xf32>
    %184 = stablehlo.logistic %183 : tensor<1x480x2x2xf32>
    %185 = stablehlo.multiply %183, %184 : tensor<1x480x2x2xf32>
    %186 = stablehlo.reduce(%185 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x480x2x2xf32>, tensor<f32>) -> tensor<1x480xf32>
    %187 = stablehlo.multiply %186, %cst_0 : tensor<1x480xf32>
    %188 = stablehlo.reshape %187 : (tensor<1x480xf32>) -> tensor<1x480x1x1xf32>
    %189 = stablehlo.convolution(%188, %arg204) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x480x1x1xf32>, tensor<20x480x1x1xf32>) -> tensor<1x20x1x1xf32>
    %190 = stablehlo.reshape %arg203 : (tensor<20xf32>) -> tensor<1x20x1x1xf32>
    %191 = stablehlo.add %189, %190 : tensor<1x20x1x1xf32>
    %192 = stablehlo.logistic %191 : tensor<1x20x1x1xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<1x20x1x1xf32>
    %194 = stablehlo.convolution(%193, %arg202) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x20x1x1xf32>, tensor<480x20x1x1xf32>) -> tensor<1x480x1x1xf32>
    %195 = stablehlo.reshape %arg201 : (tensor<480xf32>) -> tensor<1x480x1x1xf32>
    %196 = stablehlo.add %194, %195 : tensor<1x480x1x1xf32>
    %197 = stablehlo.logistic %196 : tensor<1x480x1x1xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x480x1x1xf32>) -> tensor<1x480xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<1x480xf32>) -> tensor<1x480x2x2xf32>
    %200 = stablehlo.multiply %199, %185 : tensor<1x480x2x2xf32>
    %201 = stablehlo.convolution(%200, %arg190) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x480x2x2xf32>, tensor<80x480x1x1xf32>) -> tensor<1x80x2x2xf32>
    %202 = "stablehlo.batch_norm_inference"(%201, %arg189, %arg188, %arg187, %arg186) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x80x2x2xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>) -> tensor<1x80x2x2xf32>
    %203 = stablehlo.add %202, %177 : tensor<1x80x2x2xf32>
    %204 = stablehlo.convolution(%203, %arg51) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x80x2x2xf32>, tensor<480x80x1x1xf32>) -> tensor<1x480x2x2xf32>
    %205 = "stablehlo.batch_norm_inference"(%204, %arg50, %arg49, %arg48, %arg47) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x480x2x2xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) -> tensor<1x480x2x2xf32>
    %206 = stablehlo.logistic %205 : tensor<1x480x2x2xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<1x480x2x2xf32>
    %208 = stablehlo.convolution(%207, %arg46) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 480 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x480x2x2xf32>, tensor<480x1x5x5xf32>) -> tensor<1x480x2x2xf32>
    %209 = "stablehlo.batch_norm_inference"(%208, %arg45, %arg44, %arg43, %arg42) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x480x2x2xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) -> tensor<1x480x2x2xf32>
    %210 = stablehlo.logistic %209 : tensor<1x480x2x2xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<1x480x2x2xf32>
    %212 = stablehlo.reduce(%211 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x480x2x2xf32>, tensor<f32>) -> tensor<1x480xf32>
    %213 = stablehlo.multiply %212, %cst_0 : tensor<1x480xf32>
    %214 = stablehlo.reshape %213 : (tensor<1x480xf32>) -> tensor<1x480x1x1xf32>
    %215 = stablehlo.convolution(%214, %arg208) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x480x1x1xf32>, tensor<20x480x1x1xf32>) -> tensor<1x20x1x1xf32>
    %216 = stablehlo.reshape %arg207 : (tensor<20xf32>) -> tensor<1x20x1x1xf32>
    %217 = stablehlo.add %215, %216 : tensor<1x20x1x1xf32>
    %218 = stablehlo.logistic %217 : tensor<1x20x1x1xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<1x20x1x1xf32>
    %220 = stablehlo.convolution(%219, %arg206) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x20x1x1xf32>, tensor<480x20x1x1xf32>) -> tensor<1x480x1x1xf32>
    %221 = stablehlo.reshape %arg205 : (tensor<480xf32>) -> tensor<1x480x1x1xf32>
    %222 = stablehlo.add %220, %221 : tensor<1x480x1x1xf32>
    %223 = stablehlo.logistic %222 : tensor<1x480x1x1xf32>
    %224 = stablehlo.reshape %223 : (tensor<1x480x1x1xf32>) -> tensor<1x480xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<1x480xf32>) -> tensor<1x480x2x2xf32>
    %226 = stablehlo.multiply %225, %211 : tensor<1x480x2x2xf32>
    %227 = stablehlo.convolution(%226, %arg41) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x480x2x2xf32>, tensor<112x480x1x1xf32>) -> tensor<1x112x2x2xf32>
    %228 = "stablehlo.batch_norm_inference"(%227, %arg40, %arg39, %arg38, %arg37) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x112x2x2xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>) -> tensor<1x112x2x2xf32>
    %229 = stablehlo.convolution(%228, %arg223) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x112x2x2xf32>, tensor<672x112x1x1xf32>) -> tensor<1x672x2x2xf32>
    %230 = "stablehlo.batch_norm_inference"(%229, %arg222, %arg221, %arg220, %arg219) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x672x2x2xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) -> tensor<1x672x2x2xf32>
    %231 = stablehlo.logistic %230 : tensor<1x672x2x2xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<1x672x2x2xf32>
    %233 = stablehlo.convolution(%232, %arg218) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 672 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x672x2x2xf32>, tensor<672x1x5x5xf32>) -> tensor<1x672x2x2xf32>
    %234 = "stablehlo.batch_norm_inference"(%233, %arg217, %arg216, %arg215, %arg214) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x672x2x2xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) -> tensor<1x672x2x2xf32>
    %235 = stablehlo.logistic %234 : tensor<1x672x2x2xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<1x672x2x2xf32>
    %237 = stablehlo.reduce(%236 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x672x2x2xf32>, tensor<f32>) -> tensor<1x672xf32>
    %238 = stablehlo.multiply %237, %cst : tensor<1x672xf32>
    %239 = stablehlo.reshape %238 : (tensor<1x672xf32>) -> tensor<1x672x1x1xf32>
    %240 = stablehlo.convolution(%239, %arg227) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x672x1x1xf32>, tensor<28x672x1x1xf32>) -> tensor<1x28x1x1xf32>
    %241 = stablehlo.reshape %arg226 : (tensor<28xf32>) -> tensor<1x28x1x1xf32>
    %242 = stablehlo.add %240, %241 : tensor<1x28x1x1xf32>
    %243 = stablehlo.logistic %242 : tensor<1x28x1x1xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<1x28x1x1xf32>
    %245 = stablehlo.convolution(%244, %arg225) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x28x1x1xf32>, tensor<672x28x1x1xf32>) -> tensor<1x672x1x1xf32>
    %246 = stablehlo.reshape %arg224 : (tensor<672xf32>) -> tensor<1x672x1x1xf32>
    %247 = stablehlo.add %245, %246 : tensor<1x672x1x1xf32>
    %248 = stablehlo.logistic %247 : tensor<1x672x1x1xf32>
    %249 = stablehlo.reshape %248 : (tensor<1x672x1x1xf32>) -> tensor<1x672xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<1x672xf32>) -> tensor<1x672x2x2xf32>
    %251 = stablehlo.multiply %250, %236 : tensor<1x672x2x2xf32>
    %252 = stablehlo.convolution(%251, %arg213) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x672x2x2xf32>, tensor<112x672x1x1xf32>) -> tensor<1x112x2x2xf32>
    %253 = "stablehlo.batch_norm_inference"(%252, %arg212, %arg211, %arg210, %arg209) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x112x2x2xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>) -> tensor<1x112x2x2xf32>
    %254 = stablehlo.add %253, %228 : tensor<1x112x2x2xf32>
    %255 = stablehlo.convolution(%254, %arg242) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x112x2x2xf32>, tensor<672x112x1x1xf32>) -> tensor<1x672x2x2xf32>
    %256 = "stablehlo.batch_norm_inference"(%255, %arg241, %arg240, %arg239, %arg238) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x672x2x2xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) -> tensor<1x672x2x2xf32>
    %257 = stablehlo.logistic %256 : tensor<1x672x2x2xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<1x672x2x2xf32>
    %259 = stablehlo.convolution(%258, %arg237) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 672 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x672x2x2xf32>, tensor<672x1x5x5xf32>) -> tensor<1x672x2x2xf32>
    %260 = "stablehlo.batch_norm_inference"(%259, %arg236, %arg235, %arg234, %arg233) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x672x2x2xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) -> tensor<1x672x2x2xf32>
    %261 = stablehlo.logistic %260 : tensor<1x672x2x2xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<1x672x2x2xf32>
    %263 = stablehlo.reduce(%262 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x672x2x2xf32>, tensor<f32>) -> tensor<1x672xf32>
    %264 = stablehlo.multiply %263, %cst : tensor<1x672xf32>
    %265 = stablehlo.reshape %264 : (tensor<1x672xf32>) -> tensor<1x672x1x1xf32>
    %266 = stablehlo.convolution(%265, %arg246) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x672x1x1xf32>, tensor<28x672x1x1xf32>) -> tensor<1x28x1x1xf32>
    %267 = stablehlo.reshape %arg245 : (tensor<28xf32>) -> tensor<1x28x1x1xf32>
    %268 = stablehlo.add %266, %267 : tensor<1x28x1x1xf32>
    %269 = stablehlo.logistic %268 : tensor<1x28x1x1xf32>
    %270 = stablehlo.multiply %268, %269 : tensor<1x28x1x1xf32>
    %271 = stablehlo.convolution(%270, %arg244) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x28x1x1xf32>, tensor<672x28x1x1xf32>) -> tensor<1x672x1x1xf32>
    %272 = stablehlo.reshape %arg243 : (tensor<672xf32>) -> tensor<1x672x1x1xf32>
    %273 = stablehlo.add %271, %272 : tensor<1x672x1x1xf32>
    %274 = stablehlo.logistic %273 : tensor<1x672x1x1xf32>
    %275 = stablehlo.reshape %274 : (tensor<1x672x1x1xf32>) -> tensor<1x672xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<1x672xf32>) -> tensor<1x672x2x2xf32>
    %277 = stablehlo.multiply %276, %262 : tensor<1x672x2x2xf32>
    %278 = stablehlo.convolution(%277, %arg232) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x672x2x2xf32>, tensor<112x672x1x1xf32>) -> tensor<1x112x2x2xf32>
    %279 = "stablehlo.batch_norm_inference"(%278, %arg231, %arg230, %arg229, %arg228) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x112x2x2xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>) -> tensor<1x112x2x2xf32>
    %280 = stablehlo.add %279, %254 : tensor<1x112x2x2xf32>
    %281 = stablehlo.convolution(%280, %arg36) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x112x2x2xf32>, tensor<672x112x1x1xf32>) -> tensor<1x672x2x2xf32>
    %282 = "stablehlo.batch_norm_inference"(%281, %arg35, %arg34, %arg33, %arg32) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x672x2x2xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) -> tensor<1x672x2x2xf32>
    %283 = stablehlo.logistic %282 : tensor<1x672x2x2xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<1x672x2x2xf32>
    %285 = stablehlo.convolution(%284, %arg31) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 672 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x672x2x2xf32>, tensor<672x1x5x5xf32>) -> tensor<1x672x1x1xf32>
    %286 = "stablehlo.batch_norm_inference"(%285, %arg30, %arg29, %arg28, %arg27) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x672x1x1xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) -> tensor<1x672x1x1xf32>
    %287 = stablehlo.logistic %286 : tensor<1x672x1x1xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<1x672x1x1xf32>
    %289 = stablehlo.reduce(%288 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x672x1x1xf32>, tensor<f32>) -> tensor<1x672xf32>
    %290 = stablehlo.reshape %289 : (tensor<1x672xf32>) -> tensor<1x672x1x1xf32>
    %291 = stablehlo.convolution(%290, %arg250) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x672x1x1xf32>, tensor<28x672x1x1xf32>) -> tensor<1x28x1x1xf32>
    %292 = stablehlo.reshape %arg249 : (tensor<28xf32>) -> tensor<1x28x1x1xf32>
    %293 = stablehlo.add %291, %292 : tensor<1x28x1x1xf32>
    %294 = stablehlo.logistic %293 : tensor<1x28x1x1xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<1x28x1x1xf32>
    %296 = stablehlo.convolution(%295, %arg248) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x28x1x1xf32>, tensor<672x28x1x1xf32>) -> tensor<1x672x1x1xf32>
    %297 = stablehlo.reshape %arg247 : (tensor<672xf32>) -> tensor<1x672x1x1xf32>
    %298 = stablehlo.add %296, %297 : tensor<1x672x1x1xf32>
    %299 = stablehlo.logistic %298 : tensor<1x672x1x1xf32>
    %300 = stablehlo.multiply %299, %288 : tensor<1x672x1x1xf32>
    %301 = stablehlo.convolution(%300, %arg26) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x672x1x1xf32>, tensor<192x672x1x1xf32>) -> tensor<1x192x1x1xf32>
    %302 = "stablehlo.batch_norm_inference"(%301, %arg25, %arg24, %arg23, %arg22) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x192x1x1xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) -> tensor<1x192x1x1xf32>
    %303 = stablehlo.convolution(%302, %arg265) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x192x1x1xf32>, tensor<1152x192x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %304 = "stablehlo.batch_norm_inference"(%303, %arg264, %arg263, %arg262, %arg261) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x1152x1x1xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %305 = stablehlo.logistic %304 : tensor<1x1152x1x1xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<1x1152x1x1xf32>
    %307 = stablehlo.convolution(%306, %arg260) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<1152x1x5x5xf32>) -> tensor<1x1152x1x1xf32>
    %308 = "stablehlo.batch_norm_inference"(%307, %arg259, %arg258, %arg257, %arg256) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x1152x1x1xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %309 = stablehlo.logistic %308 : tensor<1x1152x1x1xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<1x1152x1x1xf32>
    %311 = stablehlo.reduce(%310 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x1152x1x1xf32>, tensor<f32>) -> tensor<1x1152xf32>
    %312 = stablehlo.reshape %311 : (tensor<1x1152xf32>) -> tensor<1x1152x1x1xf32>
    %313 = stablehlo.convolution(%312, %arg269) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<48x1152x1x1xf32>) -> tensor<1x48x1x1xf32>
    %314 = stablehlo.reshape %arg268 : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %315 = stablehlo.add %313, %314 : tensor<1x48x1x1xf32>
    %316 = stablehlo.logistic %315 : tensor<1x48x1x1xf32>
    %317 = stablehlo.multiply %315, %316 : tensor<1x48x1x1xf32>
    %318 = stablehlo.convolution(%317, %arg267) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x48x1x1xf32>, tensor<1152x48x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %319 = stablehlo.reshape %arg266 : (tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %320 = stablehlo.add %318, %319 : tensor<1x1152x1x1xf32>
    %321 = stablehlo.logistic %320 : tensor<1x1152x1x1xf32>
    %322 = stablehlo.multiply %321, %310 : tensor<1x1152x1x1xf32>
    %323 = stablehlo.convolution(%322, %arg255) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<192x1152x1x1xf32>) -> tensor<1x192x1x1xf32>
    %324 = "stablehlo.batch_norm_inference"(%323, %arg254, %arg253, %arg252, %arg251) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x192x1x1xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) -> tensor<1x192x1x1xf32>
    %325 = stablehlo.add %324, %302 : tensor<1x192x1x1xf32>
    %326 = stablehlo.convolution(%325, %arg284) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x192x1x1xf32>, tensor<1152x192x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %327 = "stablehlo.batch_norm_inference"(%326, %arg283, %arg282, %arg281, %arg280) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x1152x1x1xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %328 = stablehlo.logistic %327 : tensor<1x1152x1x1xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<1x1152x1x1xf32>
    %330 = stablehlo.convolution(%329, %arg279) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<1152x1x5x5xf32>) -> tensor<1x1152x1x1xf32>
    %331 = "stablehlo.batch_norm_inference"(%330, %arg278, %arg277, %arg276, %arg275) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x1152x1x1xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %332 = stablehlo.logistic %331 : tensor<1x1152x1x1xf32>
    %333 = stablehlo.multiply %331, %332 : tensor<1x1152x1x1xf32>
    %334 = stablehlo.reduce(%333 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x1152x1x1xf32>, tensor<f32>) -> tensor<1x1152xf32>
    %335 = stablehlo.reshape %334 : (tensor<1x1152xf32>) -> tensor<1x1152x1x1xf32>
    %336 = stablehlo.convolution(%335, %arg288) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<48x1152x1x1xf32>) -> tensor<1x48x1x1xf32>
    %337 = stablehlo.reshape %arg287 : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %338 = stablehlo.add %336, %337 : tensor<1x48x1x1xf32>
    %339 = stablehlo.logistic %338 : tensor<1x48x1x1xf32>
    %340 = stablehlo.multiply %338, %339 : tensor<1x48x1x1xf32>
    %341 = stablehlo.convolution(%340, %arg286) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x48x1x1xf32>, tensor<1152x48x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %342 = stablehlo.reshape %arg285 : (tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %343 = stablehlo.add %341, %342 : tensor<1x1152x1x1xf32>
    %344 = stablehlo.logistic %343 : tensor<1x1152x1x1xf32>
    %345 = stablehlo.multiply %344, %333 : tensor<1x1152x1x1xf32>
    %346 = stablehlo.convolution(%345, %arg274) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<192x1152x1x1xf32>) -> tensor<1x192x1x1xf32>
    %347 = "stablehlo.batch_norm_inference"(%346, %arg273, %arg272, %arg271, %arg270) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x192x1x1xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) -> tensor<1x192x1x1xf32>
    %348 = stablehlo.add %347, %325 : tensor<1x192x1x1xf32>
    %349 = stablehlo.convolution(%348, %arg303) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x192x1x1xf32>, tensor<1152x192x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %350 = "stablehlo.batch_norm_inference"(%349, %arg302, %arg301, %arg300, %arg299) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x1152x1x1xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %351 = stablehlo.logistic %350 : tensor<1x1152x1x1xf32>
    %352 = stablehlo.multiply %350, %351 : tensor<1x1152x1x1xf32>
    %353 = stablehlo.convolution(%352, %arg298) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<1152x1x5x5xf32>) -> tensor<1x1152x1x1xf32>
    %354 = "stablehlo.batch_norm_inference"(%353, %arg297, %arg296, %arg295, %arg294) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x1152x1x1xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %355 = stablehlo.logistic %354 : tensor<1x1152x1x1xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<1x1152x1x1xf32>
    %357 = stablehlo.reduce(%356 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x1152x1x1xf32>, tensor<f32>) -> tensor<1x1152xf32>
    %358 = stablehlo.reshape %357 : (tensor<1x1152xf32>) -> tensor<1x1152x1x1xf32>
    %359 = stablehlo.convolution(%358, %arg307) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<48x1152x1x1xf32>) -> tensor<1x48x1x1xf32>
    %360 = stablehlo.reshape %arg306 : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %361 = stablehlo.add %359, %360 : tensor<1x48x1x1xf32>
    %362 = stablehlo.logistic %361 : tensor<1x48x1x1xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<1x48x1x1xf32>
    %364 = stablehlo.convolution(%363, %arg305) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x48x1x1xf32>, tensor<1152x48x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %365 = stablehlo.reshape %arg304 : (tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %366 = stablehlo.add %364, %365 : tensor<1x1152x1x1xf32>
    %367 = stablehlo.logistic %366 : tensor<1x1152x1x1xf32>
    %368 = stablehlo.multiply %367, %356 : tensor<1x1152x1x1xf32>
    %369 = stablehlo.convolution(%368, %arg293) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<192x1152x1x1xf32>) -> tensor<1x192x1x1xf32>
    %370 = "stablehlo.batch_norm_inference"(%369, %arg292, %arg291, %arg290, %arg289) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x192x1x1xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) -> tensor<1x192x1x1xf32>
    %371 = stablehlo.add %370, %348 : tensor<1x192x1x1xf32>
    %372 = stablehlo.convolution(%371, %arg21) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x192x1x1xf32>, tensor<1152x192x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %373 = "stablehlo.batch_norm_inference"(%372, %arg20, %arg19, %arg18, %arg17) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x1152x1x1xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %374 = stablehlo.logistic %373 : tensor<1x1152x1x1xf32>
    %375 = stablehlo.multiply %373, %374 : tensor<1x1152x1x1xf32>
    %376 = stablehlo.convolution(%375, %arg16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1152 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<1152x1x3x3xf32>) -> tensor<1x1152x1x1xf32>
    %377 = "stablehlo.batch_norm_inference"(%376, %arg15, %arg14, %arg13, %arg12) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x1152x1x1xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %378 = stablehlo.logistic %377 : tensor<1x1152x1x1xf32>
    %379 = stablehlo.multiply %377, %378 : tensor<1x1152x1x1xf32>
    %380 = stablehlo.reduce(%379 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x1152x1x1xf32>, tensor<f32>) -> tensor<1x1152xf32>
    %381 = stablehlo.reshape %380 : (tensor<1x1152xf32>) -> tensor<1x1152x1x1xf32>
    %382 = stablehlo.convolution(%381, %arg311) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<48x1152x1x1xf32>) -> tensor<1x48x1x1xf32>
    %383 = stablehlo.reshape %arg310 : (tensor<48xf32>) -> tensor<1x48x1x1xf32>
    %384 = stablehlo.add %382, %383 : tensor<1x48x1x1xf32>
    %385 = stablehlo.logistic %384 : tensor<1x48x1x1xf32>
    %386 = stablehlo.multiply %384, %385 : tensor<1x48x1x1xf32>
    %387 = stablehlo.convolution(%386, %arg309) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x48x1x1xf32>, tensor<1152x48x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %388 = stablehlo.reshape %arg308 : (tensor<1152xf32>) -> tensor<1x1152x1x1xf32>
    %389 = stablehlo.add %387, %388 : tensor<1x1152x1x1xf32>
    %390 = stablehlo.logistic %389 : tensor<1x1152x1x1xf32>
    %391 = stablehlo.multiply %390, %379 : tensor<1x1152x1x1xf32>
    %392 = stablehlo.convolution(%391, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1152x1x1xf32>, tensor<320x1152x1x1xf32>) -> tensor<1x320x1x1xf32>
    %393 = "stablehlo.batch_norm_inference"(%392, %arg10, %arg9, %arg8, %arg7) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x320x1x1xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>) -> tensor<1x320x1x1xf32>
    %394 = stablehlo.convolution(%393, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x320x1x1xf32>, tensor<1280x320x1x1xf32>) -> tensor<1x1280x1x1xf32>
    %395 = "stablehlo.batch_norm_inference"(%394, %arg5, %arg4, %arg3, %arg2) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x1280x1x1xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>) -> tensor<1x1280x1x1xf32>
    %396 = stablehlo.logistic %395 : tensor<1x1280x1x1xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<1x1280x1x1xf32>
    %398 = stablehlo.reduce(%397 init: %cst_7) applies stablehlo.add across dimensions = [3, 2] : (tensor<1x1280x1x1xf32>, tensor<f32>) -> tensor<1x1280xf32>
    %399 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[1280,10]{0,1}"} : (tensor<10x1280xf32>) -> tensor<1280x10xf32>
    %400 = stablehlo.dot_general %398, %399, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1280xf32>, tensor<1280x10xf32>) -> tensor<1x10xf32>
    %401 = stablehlo.reshape %arg0 : (tensor<10xf32>) -> tensor<1x10xf32>
    %402 = stablehlo.add %400, %401 : tensor<1x10xf32>
    return %402 : tensor<1x10xf32>
  }
}
