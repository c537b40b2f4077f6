// Exported by tests/models/torch/export_torch.py with torch 2.9.0+cu128, torch-mlir; do not edit.
#loc1 = loc("torch/nn/modules/linear.py":134:0)
#loc2 = loc("export_torch.py":72:0)
#loc5 = loc(callsite(#loc1 at #loc2))
module {
  func.func private @model(%arg0: tensor<4x8xf32> loc(callsite(#loc1 at #loc2))) -> (tensor<4x3xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32> loc(#loc6)
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_3_16_torch.float32> : tensor<3x16xf32> loc(#loc6)
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32> loc(#loc7)
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_16_16_torch.float32> : tensor<16x16xf32> loc(#loc7)
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32> loc(#loc5)
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_16_8_torch.float32> : tensor<16x8xf32> loc(#loc5)
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<4x16xf32> loc(#loc2)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32> loc(#loc3)
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc)
    %cst_8 = arith.constant dense<1> : tensor<1xi64> loc(#loc)
    %cst_9 = arith.constant dense<64> : tensor<1xi64> loc(#loc3)
    %0 = stablehlo.transpose %cst_4, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32> loc(#loc5)
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32> loc(#loc5)
    %2 = stablehlo.convert %cst_8 : (tensor<1xi64>) -> tensor<1xf32> loc(#loc5)
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32> loc(#loc5)
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x16xf32> loc(#loc5)
    %5 = stablehlo.multiply %1, %4 : tensor<4x16xf32> loc(#loc5)
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32> loc(#loc5)
    %7 = stablehlo.multiply %6, %cst_3 : tensor<16xf32> loc(#loc5)
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32> loc(#loc5)
    %9 = stablehlo.add %5, %8 : tensor<4x16xf32> loc(#loc5)
    %10 = stablehlo.maximum %9, %cst_5 : tensor<4x16xf32> loc(#loc2)
    %11 = stablehlo.transpose %cst_2, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc7)
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32> loc(#loc7)
    %13 = stablehlo.multiply %12, %4 : tensor<4x16xf32> loc(#loc7)
    %14 = stablehlo.multiply %6, %cst_1 : tensor<16xf32> loc(#loc7)
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32> loc(#loc7)
    %16 = stablehlo.add %13, %15 : tensor<4x16xf32> loc(#loc7)
    %17 = stablehlo.tanh %16 : tensor<4x16xf32> loc(#loc4)
    %18 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32> loc(#loc6)
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x3xf32>) -> tensor<4x3xf32> loc(#loc6)
    %20 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x3xf32> loc(#loc6)
    %21 = stablehlo.multiply %19, %20 : tensor<4x3xf32> loc(#loc6)
    %22 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3xf32> loc(#loc6)
    %23 = stablehlo.multiply %22, %cst : tensor<3xf32> loc(#loc6)
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32> loc(#loc6)
    %25 = stablehlo.add %21, %24 : tensor<4x3xf32> loc(#loc6)
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.maximum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32> loc(#loc3)
    %27 = stablehlo.reshape %26 : (tensor<4xf32>) -> tensor<4x1xf32> loc(#loc3)
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32> loc(#loc3)
    %29 = stablehlo.subtract %25, %28 : tensor<4x3xf32> loc(#loc3)
    %30 = stablehlo.exponential %29 : tensor<4x3xf32> loc(#loc3)
    %31 = stablehlo.reduce(%30 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32> loc(#loc3)
    %32 = stablehlo.reshape %31 : (tensor<4xf32>) -> tensor<4x1xf32> loc(#loc3)
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32> loc(#loc3)
    %34 = stablehlo.divide %30, %33 : tensor<4x3xf32> loc(#loc3)
    %35 = stablehlo.logistic %17 : tensor<4x16xf32> loc(#loc3)
    %36 = stablehlo.reduce(%35 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32> loc(#loc3)
    %37 = stablehlo.convert %cst_9 : (tensor<1xi64>) -> tensor<1xf32> loc(#loc3)
    %38 = stablehlo.reshape %37 : (tensor<1xf32>) -> tensor<f32> loc(#loc3)
    %39 = stablehlo.divide %36, %38 : tensor<f32> loc(#loc3)
    return %34, %39 : tensor<4x3xf32>, tensor<f32> loc(#loc3)
  } loc(#loc5)
  func.func @main() {
    %a0 = stablehlo.constant dense<[[0xBE10AAE1, 0xBF5A828F, 0xBEED6C46, 0xBF572083, 0x3F14FA27, 0xBED61B53, 0xBDAAE4DC, 0x3ED23A62], [0x3F1ADC50, 0x400C861E, 0x3F78C996, 0x3F9BA587, 0x3EB279D7, 0xBF9970BB, 0x3FA7CA3E, 0xBFD2BA70], [0x3EC096F5, 0xBD4E6B31, 0xBEACACC1, 0x3F2B7BE2, 0xBE5C0D8E, 0x3EE124BF, 0xBF10CD62, 0x3F751469], [0x3E814443, 0xBF87FC84, 0xBF89BA66, 0x3EA0584D, 0xBF599BA6, 0xBE18E029, 0xBEC8CAEF, 0x3F6F171B]]> : tensor<4x8xf32>
    %r:2 = func.call @model(%a0) : (tensor<4x8xf32>) -> (tensor<4x3xf32>, tensor<f32>)
    check.expect_almost_eq_const %r#0, dense<[[0x3ECECCD4, 0x3E8C9C02, 0x3EA4972B], [0x3EB9BA97, 0x3EAD1B0F, 0x3E992A5C], [0x3EC76EF4, 0x3E666A63, 0x3EC55BDB], [0x3ED7A655, 0x3E6D91DD, 0x3EB190BD]]> : tensor<4x3xf32> {tolerance = 1.0e-04 : f64}
    check.expect_almost_eq_const %r#1, dense<0x3F0062E3> : tensor<f32> {tolerance = 1.0e-04 : f64}
    func.return
  }
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("export_torch.py":74:0)
#loc4 = loc("export_torch.py":73:0)
#loc6 = loc(callsite(#loc1 at #loc3))
#loc7 = loc(callsite(#loc1 at #loc4))

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.float32: "0x04000000ECDB043E646576BE46FB12BE",
      torch_tensor_3_16_torch.float32: "0x04000000426D443E7445F33D7216143EB4BE2BBE8CAE63BEC08B533E7E23363EFCE14BBE70586C3E74A680BD88CC293D70DBC43CA41A223E106995BC441C443E9AC5383E54C8B6BD28F1303EA0F397BC54786B3E7011F9BC62F55DBE96B569BE900B263E1C200C3ED44121BE207077BC80531B3C227F6C3EBCF9413E40BA00BE2C5D41BEA0A7E1BD50AC36BDA85D443D045D983D987EA23D7840BB3DC0166B3C88C73BBDAC17AE3DB08E573E169611BEA0533EBD00EE67BD68391CBE40E6A73C16A1673E",
      torch_tensor_16_torch.float32_1: "0x04000000D0F3CFBD6E8D6EBE40A3E93B08789EBD1C6516BE1806683ED08B6B3E1CDDFD3D66523A3E462A4E3EE87283BDC01435BC28F8A1BDD60367BE6486E73DE02041BE",
      torch_tensor_16_16_torch.float32: "0x0400000052E660BE382A103DDAD105BEC0981BBEE0D5ABBD46F34FBE5849193DB8AE323D18ED5FBDBE1C4E3EF236043E5A686DBEDC8F81BD789BB7BD2087F5BC94B18D3D72932DBE40BBBFBBAA121E3E8816163DCADB213EEC1EF6BDE44087BD86A76BBE108AACBDC8F35CBEDEA671BEBA5D7BBE9C507B3E72D920BEAA78773E4AAF533E143D20BE545CF5BD2CB4673E52EF643E484E00BEF0FA47BD2007063D8019DDBC3EA21EBECEB725BEBE7B003E3C7D50BE10F89CBC948FE03D2CD4B1BD445CF13D30DDF8BC40098EBB2E446C3E00561D3CA82A593EE69B1BBEF8BA423E22875E3E8458E23D90E45E3E509B37BEF87F933DC433583EBE8A65BEF631283E68A57D3D70BABB3CB27E33BEE8900D3E464F6FBE00735A3BA846743D449E733E80BD113C40EAC9BD3C7E96BDA0DE253CDE007C3ED8A1D83D24FAE0BD024753BE1EBF793EBC2ED33D6C526FBE902D543DC42E7F3EBCC30EBE82A7583E24DF6E3E20BB723C483C43BEE0703F3E3440B9BD9C716E3E620A58BE7041103D92CF5DBE08169F3DBC1A183E8CF058BE5CF0823DA874A2BDE4F5613E7416FDBD003417BA2CA5CE3DA8A1713DE0A2283DA2AE6DBE88BD19BEA08D123CAEA5783EC0D13ABDDC6472BED02AD83D8A3A623E4C77673E489D6D3DD0C6B53DE0485C3C0E723ABED81495BD60F6043DF054603E96945B3E483719BE2ED545BEB6C112BE843BFF3D202766BE081CAC3D86CD233EAC41CD3D9042883C1877A6BD6C46D83D908ADC3DE0A1EFBCB85A7BBDFA4F0C3EFCAF693EC47708BEF0C92B3E9CD1CC3D504561BEB2E9513EF0B8EDBDB00A2ABEBC30193E68624E3E00294C3E5C63BFBD5879463D480118BE405E28BC3E785ABEA6EB5E3EA8421DBD38D616BD4CBDD3BD64021DBE7E5B27BE6E1F46BE50A37BBD1C0C303E20395C3D6031F4BD2AAA4BBEB019EDBC18E00E3E002674BE74F782BD1075723EB0B91F3D2ADC163E406CD53D168A2BBED82118BD30EEE7BC0071AB3C7082B6BC4465B2BD6C8FECBD007D563DFACE48BEE8D305BE085D563D78EDBA3DA80327BE6C56ADBDC097923D602FBFBCA4EAF93DE0AA80BD2CF0783EAE4C2CBED848AE3DB8B4953D4CEA94BD688CBCBDC817F1BD680A663E129D643E9A32073E60BA5CBC60F62A3DA05F9B3DDE337BBEEC72F7BD30CFC4BDFA2E75BEE4E7733E38EBB83D00B6F6BD1E5C52BED64B423E9841323D8097183E9EEE453E40A1E53D644E963D4A4161BE6023B6BC8CC142BEE4949FBD00C2AEBA7C5A84BDB894DD3D106077BD201B6C3E2ACB2A3E78D942BEC0FAB9BBCE0255BEB036903C320B53BE5A570A3E9401193E244EB6BD00DCBE3C6AD87E3E58B91EBD80F0503E1863B1BDC411BFBDF06F62BD861960BEF04C5F3EECF4CD3DECBD6ABE62A21FBEE6CB093E28973D3E80B6E53C74D4A1BDF07179BE6E414C3E26EA343E",
      torch_tensor_16_torch.float32: "0x04000000D84A823E50392EBE7C252F3EF9B52C3A094A893BEF14D9B80F64283BB9778BBDF1A4573EF8F7833ED0680CBEF021053EDB625C3D12B4723E52D2A0BE94FC92BE",
      torch_tensor_16_8_torch.float32: "0x040000008F28C8BD9F2CE6BC122D81BE3B8923BDDF01023EACD7893EC15BA5BEC32BABBBE83F74BD405A273E7A0B943E312614BEAC966B3E1FA8553C655EAA3E583625BE0D51863ED00E383E7150463EBEEF333E29A9F3BC993E01BE1474883E418E8A3E82AEA5BE2189ED3D4CF5E83CB849823E6BA8A7BE2E2BE7BD189EA9BE7EE4ABBDD0A9BE3CC1AF71BEFBCC4F3EF3C8053EA3499D3EC2A1A63EFEB33DBEAD11B33ED459083EE8989C3E723556BE622F013D2D7F83BE86A2A43EE282E7BD570ED7BD65BFE1BCE46CA9BD1CE29FBE6A28DB3DF3F2B23DEB93893E8DA4B63CA294FB3D959ABFBD6B9314BEC8F555BEC57C16BD41519F3E20789FBE3823AA3E70DCAE3E10590D3EDCA899BD14C7BCBDFBE3DABD0109AE3E676EBC3DB0F4A73D270F103DB9B14B3E4B8C9C3EB91A1ABC9BD25339D1EBD3BDCA0CAABEABC40CBEB406A8BEFFA9C13DB6D0C1BCB2CCE13D24D9B2BDB28A9C3E735BA83ED5FC793D7468133EFC10AC3E109DA5BC3566BCBD06858D3EB6B2A43E22D6913E28C8393E2EF148BD4D1139BED9499ABE5302ABBE9E339F3E13B2873E3D42243E5F778A3DF98F763DCF8735BE1FE32F3E020B41BEA7AEC2BCBAB2EF3AEE7C71BB5548823E62E7A53EBD08053EED89793D257295BE2A7409BE5FD50FBE6892BF3DA96607BEABC318BE848EA93EF7C8953E31FCABBECFF2A0BE67E7863EEE99A5BE8F21A1BDA32E483E"
    }
  }
#-}
