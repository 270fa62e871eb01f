import type { LabelledMessage } from "./labelled-message";

// Theme: someone held right now outside the usual police-station story (hospital/clinic bill detentions, nurses, doctors and pharmacists arrested at work, pharmacy drug raids, soldiers, chiefs' men, unknown men, employers, landlords, creditors, markets, funerals, churches, schools); writers: a young Krio-speaking market trader in Freetown, a retired teacher writing formal letters, a nurse in Bo, a son in the UK, an okada rider in Makeni with heavy typos, a church elder in Kenema, an FBC student in SMS shorthand, a village woman voice-typing in Kailahun.
export const DEVELOPMENT_SEVENTY_NINTH: LabelledMessage[] = [
  { message: "If a patient dies and the family accuses the nurse, can the nurse be charged with murder or manslaughter?", intent: "legal-question" },
  {
    message: "Our landlord and his sons are keeping my husband in their parlour and won't let him leave until we hand over the rent. It has been since noon.",
    intent: "urgent",
  },
  { message: "dem don arest plenty trader na Dove Cot market dis morning, mi mama insay. dem carry dem go police", intent: "urgent" },
  {
    message: "Good day. I am a head teacher who was arrested at school and granted bail. The case is at Bo magistrate court. I am looking for representation.",
    intent: "area:criminal",
  },
  {
    message:
      "Hospital people say they will not release my aunt until the family signs that they will pay. She's been held 5 days and she is still there. Can they do that?",
    intent: "urgent",
    also: ["legal-question"],
  },
  { message: "am i allowed to refuse if police want to take me from my workplace without a warrant? i'm a pharmacist", intent: "legal-question" },
  {
    message: "My brother was arrested at the market during the clearance and fined. He wants to appeal the conviction. Can your criminal team do it?",
    intent: "area:criminal",
  },
  { message: "my son was admitted to Fourah Bay College, what documents does he need for registration", intent: "off-topic" },
  { message: "what time is visiting hours at Connaught hospital wards", intent: "off-topic" },
  {
    message: "dem hol mi mami na Lakka hospital. dem se no pay no go. abeg una get lawyer wey go go dae tide? wetin na una nomba?",
    intent: "urgent",
    also: ["phone"],
  },
  { message: "Can my boss deduct wages for the days I was held at the station, even though I was released without charge?", intent: "legal-question" },
  {
    message: "Last year I was held at a private hospital for 19 days because of a bill. I am now ready to take legal action. Does your firm do these cases?",
    intent: "area:criminal",
  },
  { message: "how do i top up my africell for data? the bundle finished", intent: "off-topic" },
  { message: "wetin go happen to mi if police find tramadol na mi pharmacy wey a bin buy legal? a get invoice", intent: "legal-question" },
  { message: "loan ppl hv my bro at their office since yday. they say he pays or he stays.", intent: "urgent" },
  { message: "raid at d pharmacy, dey carried my brother. pls hw fast can a lawyer reach Bo", intent: "urgent" },
  {
    message: "If a woman is kept at a clinic after birth because of the bill, is that false imprisonment? what can the family claim?",
    intent: "legal-question",
  },
  {
    message:
      "Police came to Connaught this morning and took my wife from the ward while she was on duty. She is a nurse. Nobody will tell us where they took her.",
    intent: "urgent",
  },
  { message: "school proprietor is holding my 2 kids in the school compound till fees paid, its 7pm now", intent: "urgent" },
  { message: "radio station frequency for Radio Democracy pls", intent: "off-topic" },
  {
    message: "Police have a warrant for my father after a fight at a church meeting. He is at home. We want a lawyer to go with him when he reports.",
    intent: "area:criminal",
  },
  { message: "Unknown men came at 3am and took my husband. They did not say who they are. He has not come back.", intent: "urgent" },
  { message: "they held my son at the market in Makeni this morning for no reason, he was just buying shoes. he's still there", intent: "urgent" },
  { message: "my baby was discharged from the hospital with jaundice, is sunlight good for him", intent: "off-topic" },
  { message: "mi neba wey a owe moni don bit mi wef. im se next time im go kill am", intent: "safety" },
  { message: "dem bin hol mi na mi bos shop 2 days last mont fo tif. a nor tif. wetin law se? a fit sue am?", intent: "legal-question" },
  {
    message: "My grandmother has been locked in the paramount chief's compound since Sunday because of a land quarrel. His men are guarding the door.",
    intent: "urgent",
  },
  { message: "creditor n his boys beat my dad this morning in front of the house, they said they'll come back tonight", intent: "safety" },
  { message: "a chief's youth leader and his boys have my son tied up behind the barray. something about goats. please", intent: "urgent" },
  { message: "dey took ma mum frm d clinic she wrk at, she's a nurse. say she sold govt drugs. shes in cell nw", intent: "urgent" },
  {
    message: "The landlord had my mother arrested last week and she was released this morning. The police say the case will go to court. We need a lawyer.",
    intent: "area:criminal",
  },
  { message: "City council police picked up my mother at Big Market for selling on the road. She is at the council holding place now.", intent: "urgent" },
  { message: "police dey at d church gate nw waitin 4 my pastor. they say he must come wid dem", intent: "urgent" },
  {
    message: "Can a clinic refuse to hand a mother her baby because of a bill? It happened to my cousin, she's home now but we want to know.",
    intent: "legal-question",
  },
  {
    message:
      "Sir the CID came into the ward and handcuffed my cousin in front of patients. He is a lab technician. They said missing blood bags. He is with the police now.",
    intent: "urgent",
  },
  {
    message: "my son is at the central police station since yesterday afternoon, he is a pharmacy technician. they say he sold codeine syrup",
    intent: "urgent",
  },
  { message: "Hello, is there a vacancy for a pharmacist in your company?", intent: "off-topic" },
  { message: "does the police have the right to enter a church and arrest someone during service?", intent: "legal-question" },
  { message: "landlord's boys threw our things out and beat my husband. They're still on the compound with sticks.", intent: "safety" },
  { message: "can men in plain clothes arrest someone without showing ID? is that legal?", intent: "legal-question" },
  {
    message: "My son was picked up at school last term and then released to us. Now the school says the police file is still open. Can you represent him?",
    intent: "area:criminal",
  },
  {
    message:
      "Our pharmacist was taken from behind the counter by men who said they are from the drug agency and police. The shop is shut and he has not come back since afternoon.",
    intent: "urgent",
  },
  { message: "I am a doctor charged with manslaughter after a patient died during surgery. I'm on bail. I need a defence lawyer.", intent: "area:criminal" },
  {
    message:
      "The police came to the pharmacy where I work and took my boss away with boxes of tramadol. I am scared they may come back for me. He is still with them.",
    intent: "urgent",
  },
  { message: "if i'm arrested do i have the right to a lawyer straight away? what if they refuse to let me call?", intent: "legal-question" },
  { message: "A car stopped outside our church after service and three men pulled my brother into it. We don't know who they are.", intent: "urgent" },
  {
    message: "The police have said they will arrest our pharmacist if he does not come in by Friday. He's ready to go but wants a lawyer with him.",
    intent: "area:criminal",
  },
  { message: "i need a lawyer 4 my dad's case. he was held by the creditor's ppl then police. now on bail, court nxt week", intent: "area:criminal" },
  { message: "a friend was picked up from school by police without his parents, he's 14. is that allowed? he was released later.", intent: "legal-question" },
  {
    message:
      "my sister works in a restaurant in lebanon, her employer has locked her in and took her phone, she messaged from a friend's phone. she's from Freetown",
    intent: "urgent",
  },
  {
    message: "My sister took a microfinance loan. Today the loan officers came with police and carried her to the station in front of her children.",
    intent: "urgent",
  },
  { message: "wat is d score of east end lions vs kallon", intent: "off-topic" },
  { message: "chief man dem bin hol mi papa 2 days, now im don free. we wan tek di case go court. una go help?", intent: "area:criminal" },
  { message: "if an army officer arrests someone at a market, does it go to military court or normal court?", intent: "legal-question" },
  { message: "landlord man dem don carry mi papa go police, se im de stay witout pay. im dae dae since Monday", intent: "urgent" },
  {
    message:
      "Hello, my uncle was arrested at a funeral last month and released on bail. He has a court date on the 14th. Can one of your lawyers take the case?",
    intent: "area:criminal",
  },
  {
    message: "Our pastor was released yesterday after 2 nights in custody. The police say they will still charge him. We would like your firm to defend him.",
    intent: "area:criminal",
  },
  { message: "The owner of the farm where my husband works has chained him because of missing bags of rice. Please help us.", intent: "urgent" },
  {
    message: "my dad was picked up by soldiers at his friend's funeral yesterday, they said the crowd was an illegal gathering. he's still at the army post",
    intent: "urgent",
  },
  { message: "church choir song suggestions for our thanksgiving service", intent: "off-topic" },
  {
    message: "My sister's husband beats her. Yesterday he hit her at the antenatal clinic in front of the nurses. She's at my place now but he's on his way.",
    intent: "safety",
  },
  {
    message: "my sister, a nurse, was released on police bail yesterday. she must report on Monday. we need a criminal lawyer to follow the case",
    intent: "area:criminal",
  },
  { message: "At the mosque today a group attacked my brother over a land matter. They've said they'll finish him tonight.", intent: "safety" },
  { message: "dem don arest mi broda na im wok, im na pharmacis na Kissy road. police kam tek am since 10 o clock", intent: "urgent" },
  { message: "The debt collector sent a voice note saying he knows where my children go to school and they will be hurt. I am afraid.", intent: "safety" },
  {
    message:
      "pls help my friend's mum is being kept at a private clinic in Lumley since she recovered, they took her ID card and said she leaves when the bill is cleared, she's 70",
    intent: "urgent",
  },
  { message: "dem bin hol mi sista na clinic fo bill, now she don komot. we wan report di clinic. una de handle human rights?", intent: "area:criminal" },
  {
    message: "Our pastor was arrested in the middle of Sunday service and taken to the station. The congregation is gathered outside. Please help.",
    intent: "urgent",
  },
  {
    message:
      "Hello, I am in Manchester. My mother in Makeni had an operation and the hospital will not let her go home until the balance is paid. I can send money next week but meanwhile she is being kept there against her will. Can your firm step in?",
    intent: "urgent",
  },
  { message: "Which clinic in Makeni does free vaccination for children?", intent: "off-topic" },
  { message: "soja dem don tek mi broda na checkpoint. dem carry am go barracks. two days now", intent: "urgent" },
  { message: "mi broda bin borrow moni from wan Fula man. now di man and im boys dem don tek am lock am na im store. help", intent: "urgent" },
  {
    message:
      "Dear Sir, I am a doctor. Since a patient died, her relatives have surrounded the hospital and are threatening to attack me. The hospital security cannot control them. I am inside my office.",
    intent: "safety",
  },
  {
    message:
      "I sell drugs from a small shop. Since I refused to give money to some men who say they are task force, they came back, smashed the shelves and said next time it's me.",
    intent: "safety",
  },
  { message: "chief man dem de hol mi sista na im os, dem se she fo marry im broda. she nor wan. dem lock am", intent: "urgent" },
  { message: "na Lumley market dem hol mi aunty, dem se she de sell fake medicine. she dae na station now", intent: "urgent" },
  { message: "Wetin di law se bout chief en im boys wey de hol pipul na barray? dem bin hol mi papa last yia", intent: "legal-question" },
  { message: "dem boys dem wey bin kam fo di debt, dem don kam back now wit cutlass. wi don lock di door", intent: "safety" },
  { message: "How do I pay my EDSA electricity bill with Orange Money?", intent: "off-topic" },
  { message: "Can a doctor be arrested for negligence or is it only a civil matter?", intent: "legal-question" },
  {
    message: "someone keeps calling my daughter, a nurse, saying they will make her disappear like her colleague. she's too scared to go to work",
    intent: "safety",
  },
  { message: 'Can the police arrest people at a funeral for "unlawful gathering"? Does a funeral need a permit?', intent: "legal-question" },
  { message: "my bro was held by soldiers last year for 4 days. can soldiers arrest civilians legally?", intent: "legal-question" },
  { message: "wi pastor don get tret. pipul dem se dem go bon di church wit am insay", intent: "safety" },
  { message: "the creditor said he'll burn my shop with me inside. he sent boys to watch me. im scared to go home", intent: "safety" },
  { message: "wich ward is maternity at Princess Christian hospital, I want to visit my cousin", intent: "off-topic" },
  { message: "soldiers beat my son at the checkpoint and left him on the road. he's home now but they said they'll come for him", intent: "safety" },
  {
    message:
      "my sister n her newborn are stuck at the govt hospital, they say she cant go till someone pays for the drugs. she is crying every day. can a lawyer go there",
    intent: "urgent",
  },
  {
    message: "Please help. Men in army uniform came to my uncle's farm and took him and his son. People in the village say they are at the barracks in Kabala.",
    intent: "urgent",
  },
  {
    message:
      "My wife is a midwife. The family of a patient has made a complaint and CID says they will invite her. She is not arrested. Can you help us prepare?",
    intent: "area:criminal",
  },
  { message: "pls wat time una office open, mi papa de na station since yestade, im na pharmacist", intent: "urgent", also: ["hours"] },
  { message: "at d wake keepin lst nyt police carried my cousin n 3 others. dey still dae", intent: "urgent" },
  { message: "my employer keeps slapping me and says if i leave he'll have me killed. i'm outside his house now hiding", intent: "safety" },
  { message: "nurse dem don put mi granpa bed na corridor and tell security se im nor fo go till we pay. im dae dae 2 weeks now", intent: "urgent" },
  {
    message: "Our doctor is in custody because a patient died. The whole hospital staff is worried. He's been there since Wednesday without seeing a judge.",
    intent: "urgent",
  },
  { message: "how many days should a woman rest after caesarean before she goes back to work", intent: "off-topic" },
  { message: "headmaster beating my daughter every day with a cane till she bleeds, she's scared to go back tomorrow", intent: "safety" },
  { message: "a de hide na bush, di chief im boys dem de find mi since a run from dem. dem se if dem catch mi dem go beat mi", intent: "safety" },
  {
    message: "pharmacy board & police raided my sister's drug store in Waterloo, she and the shop boy are in custody since morning. she has licence",
    intent: "urgent",
  },
  {
    message:
      "Please I am hiding in the ladies' toilet at the hospital. The man who brought his wife is walking around with a knife looking for the nurse, and that's me.",
    intent: "safety",
  },
  { message: "Is it legal for the market council to seize traders' goods and lock the traders in their office?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I write on behalf of my niece who gave birth at a maternity home in Bo. The proprietor has kept her and the infant in the ward for nine days because of an unpaid balance. She is no longer sick. Kindly advise urgently.",
    intent: "urgent",
  },
  { message: "how do i become a nurse in sierra leone, which school", intent: "off-topic" },
  { message: "my water bill from guma is too high, who do i call", intent: "off-topic" },
  { message: "abeg help, di clinic don lock mi mami insay room, dem se na bill. she don well since tuesday bot dem nor wan lef am go os", intent: "urgent" },
  { message: "my son was grabbed by men in plain clothes near FBC gate this afternoon, pushed into a car. we are checking all the stations", intent: "urgent" },
  { message: "Is it true police can hold you 72 hours without charge, or is it 10 days for some offences?", intent: "legal-question" },
  { message: "police at our door now to take my wife, she is a nurse, they say it's about a patient. what do i tell them", intent: "urgent" },
  {
    message:
      "The chief's messengers took my father from our house this morning. He is an old man. They say he must answer at the chief's court but he has been kept all day in a small room there.",
    intent: "urgent",
  },
  { message: "If a chief fines someone and locks him up until he pays, is that allowed under customary law?", intent: "legal-question" },
  { message: "Can a school legally keep a child back after school hours because of unpaid fees?", intent: "legal-question" },
  { message: "dem kam na church tek mi papa, im na deacon. dem se na di church moni. im dae na cell", intent: "urgent" },
  {
    message:
      "My cousin works at a mining company in Kono. The company security has been holding him in a room since yesterday, saying he stole diamonds. No police are involved.",
    intent: "urgent",
  },
  { message: "di pipul dem wey a owe de kam na mi os every nite de nak di door en curse. a fred fo mi pikin dem", intent: "safety" },
  { message: "Dem close di drug store, dem hol mi wef. dem se na expired drugs. she dae na station since yestade", intent: "urgent" },
  { message: "If the police took my statement at the hospital while I was on a drip, can it be used against me in court?", intent: "legal-question" },
  { message: "Unknown soldiers took my brother-in-law at the Kambia checkpoint and we have no news. His wife is pregnant.", intent: "urgent" },
  {
    message:
      "Dear Sir, my brother is wanted by the police in connection with a fight at a funeral in Makeni. He is prepared to surrender with a lawyer present. Kindly advise on representation.",
    intent: "area:criminal",
  },
  { message: "Do you defend people accused of selling fake medicine? My father's case starts next month.", intent: "area:criminal" },
  {
    message: "My husband is a community health officer. Soldiers came to the PHU today and took him away in their vehicle. We don't know why. Please help.",
    intent: "urgent",
  },
  { message: "Which way is Lungi ferry terminal from the bus station?", intent: "off-topic" },
  { message: "they r keeping my aunty at d hospital coz of bill, she nw well. hw do we get her out 2day", intent: "urgent" },
  {
    message:
      "My daughter is a midwife at a health centre near Port Loko. A patient died last night and the family brought police, they took her straight from the labour ward and she is now at the station. Please we need someone.",
    intent: "urgent",
  },
  {
    message: "Can a hospital in Sierra Leone legally keep a patient because the bill is not paid? My mother was kept two weeks last year.",
    intent: "legal-question",
  },
  {
    message: "I work at a clinic in Kono. A patient's relative slapped me and says he'll return with his gang tonight. Our manager says nothing.",
    intent: "safety",
  },
  { message: "dem soja dem kam wit gun tek mi papa. dem se im de hide tin. a nor no usai dem carry am", intent: "urgent" },
  {
    message:
      "The woman who employed my sister had her locked up at the police station saying she stole jewellery. She's been there 3 days without being charged.",
    intent: "urgent",
  },
  { message: "a mob dey beat one pikin near d skul, say he tif phone. pls dey go kill am", intent: "safety" },
  {
    message:
      "Hello. In our village near Moyamba the section chief's men have tied up my brother for refusing to pay a levy and are keeping him at the court barray. Please can someone call the police or come?",
    intent: "urgent",
  },
  { message: "after d raid on our pharmacy d owner got bail. we're d staff, police say they may charge us too. we want a lawyer", intent: "area:criminal" },
  {
    message:
      "Good evening. Officers raided our family chemist shop in Kenema looking for kush and tramadol. They found nothing but took my husband anyway. He has spent the night at the station.",
    intent: "urgent",
  },
  { message: "landlord lock me and my kids inside d room coz of rent, he put padlock outside. we inside since mornin", intent: "urgent" },
  { message: "mob at the market is beating a woman they say stole, she's my neighbour, they won't stop", intent: "safety" },
  { message: "do u do bail applications? my bro's case is at high court, drug charges from the pharmacy raid", intent: "area:criminal" },
  { message: "mi baby fada dem tek am from di clinic wey im de wok as security, police se na drugs. na now", intent: "urgent" },
  { message: "Is it legal for a hospital to take a patient's ID card or phone as guarantee for the bill?", intent: "legal-question" },
  { message: "who is the ward councillor for ward 399 in Freetown", intent: "off-topic" },
  { message: "mi bos se a nor fo komot na di compound till a pay fo di phone wey brok. a de insay now", intent: "urgent" },
  { message: "need lawyer for my bro's drug case, he was caught in the pharmacy raid in 2023, now on trial", intent: "area:criminal" },
  { message: "Chief's men are at our house now to carry my brother to the barray. He is in the room but they are breaking the door.", intent: "urgent" },
  { message: "wat d law say abt landlord callin police over rent? is rent a police matter or court matter", intent: "legal-question" },
  { message: "chief ppl grab my bro frm farm n hv him at d chiefdom police lock up. 3 days nw", intent: "urgent" },
  { message: "mi wef don free from station yestade. bot dem se she fo kam back Monday. wi wan lawyer fo go wit am", intent: "area:criminal" },
  {
    message: "my daughter went to work as a maid in Conakry, the madam took her passport and won't let her out of the house. she calls me in secret",
    intent: "urgent",
  },
  { message: "d factory manager locked 4 of us workers in d store room. we r still inside. hes calling it theft investigation", intent: "urgent" },
  { message: "when is the market day in Kabala?", intent: "off-topic" },
  { message: "sm guys jst took my dad frm d mkt, no uniform. pple say dey r frm 1 big man. wat do i do", intent: "urgent" },
  { message: "a junior doctor at PCMH, my son, was taken out of the theatre by officers this morning, he's still in custody at central", intent: "urgent" },
  { message: "do hospitals have the right to hold a dead body until the bill is paid?", intent: "legal-question" },
  { message: "dem don hol mi bobo at di clinic, se we owe 800k. dem nor gi am food sef. wetin a fo do tiday", intent: "urgent" },
  {
    message:
      "I'm writing from Accra. My brother, a nurse in Freetown, has been in police custody since Saturday after a baby died on his ward. How much would it cost to get a lawyer to him?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "Police are looking for my husband, he's a pharmacist. They came to the shop when he wasn't there. He hasn't been arrested. Can your firm represent him before he goes in?",
    intent: "area:criminal",
  },
  {
    message:
      "Good afternoon. My wife delivered by caesarean at a private clinic in Wellington on Saturday. The doctor has discharged her but the clinic will not let her or the baby leave until we pay Le 4,500, and they have taken her phone. Is there anything you can do today?",
    intent: "urgent",
  },
  {
    message: "My husband is a head teacher. Officers came to the school and arrested him in front of the pupils. He is still at the station.",
    intent: "urgent",
  },
  { message: "The school proprietor's brother has threatened my son with a gun over fees. My son won't go outside.", intent: "safety" },
  {
    message:
      "Dear sir, during the burial of my late mother in Kenema yesterday, the police took my elder brother away over a quarrel with my uncle about the property. He has not been released.",
    intent: "urgent",
  },
  { message: "church elders are threatening my mum because she reported the pastor, they said she won't live to see christmas", intent: "safety" },
  { message: "creditor has ma dad sitting in his shop under guard, wont let him go home until debt paid. 2nd day", intent: "urgent" },
  {
    message: "is it against the law for police to arrest a nurse while she's on duty? my friend says they must go through the hospital first",
    intent: "legal-question",
  },
  { message: "can the police put a breastfeeding mother in the cell with her baby? is there a rule about that?", intent: "legal-question" },
  { message: "a wan lawyer fo mi broda case. im get charge fo wound soja na checkpoint. im dae na bail", intent: "area:criminal" },
  {
    message: "di family of di woman wey die na ward de find mi, dem se dem go kill mi. a na di nurse wey bin de duty. a de hide na mi padi os",
    intent: "safety",
  },
  { message: "my sister was taken from the church vigil by men saying they are police. she is still gone", intent: "urgent" },
  { message: "Security dem na di supermarket hol mi pikin na back room, dem se im tif. dem don hol am 5 hours", intent: "urgent" },
  { message: "sm men dey follw me from d clinic where i work for 2 days. dey sed dey gon deal wit me", intent: "safety" },
  { message: "hospital security holding my grandma n me in d room, they say we cant go. we r here now", intent: "urgent" },
  { message: "osusu woman don hol mi mama na im os. she se na di moni. mi mama nor fo go till we pay", intent: "urgent" },
  { message: "police don put mi nem se dem de find mi bcos of di market palava. a nor go yet. a wan lawyer fo go wit mi", intent: "area:criminal" },
  {
    message:
      "After my brother's funeral my uncles came with machetes saying the house is theirs. We have locked ourselves in a room, they are outside shouting.",
    intent: "safety",
  },
  {
    message: "My son was picked up by soldiers near the border at Gbalamuya. He's 22. They are holding him at the military post and won't tell us why.",
    intent: "urgent",
  },
  { message: "they are putting my husband in the police car right now outside the pharmacy. what should he say", intent: "urgent" },
  { message: "how much is a school uniform in Freetown now", intent: "off-topic" },
  {
    message: "pls urgent, dr at our clinic in makeni just got picked up by police, they sed negligence. hes at the station now, who can come",
    intent: "urgent",
  },
  { message: "mi landlord de bit mi wit stick en im se im go kill mi if a nor komot tide", intent: "safety" },
  { message: "dem arest mi broda na funeral, bcos of di society pipul dem. im dae na lockup", intent: "urgent" },
  {
    message:
      "She is still in the maternity. The baby is 12 days old. The doctor said she's fine but the admin says the bill. We're from Pujehun, we don't have that money. How do we bring her home?",
    intent: "urgent",
  },
  { message: "Dear Sir, is a landlord allowed to lock a tenant inside a room over rent? It happened to me in March.", intent: "legal-question" },
  {
    message:
      "Police came to the school and took my 15 yr old son from class. The principal let them. He's at the Family Support Unit now and we can't see him.",
    intent: "urgent",
  },
  {
    message: "Dear Sirs, may a creditor lawfully hold a debtor's son as security for the debt? It happened to my neighbour's son, who is now free.",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, the owner of the shop where my son works has kept him in his warehouse since Friday, accusing him of taking goods. He says he will release him when we pay.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, I am a pharmacist who reported fake drugs to the authorities. Since my report I have been followed and I have received threats against my life.",
    intent: "safety",
  },
  { message: "Dem don hol di pharmacist na wi area since morning, na mi wef im broda. we de wait outside di station", intent: "urgent" },
  {
    message: "My nephew is accused of stealing from the church. He hasn't been arrested but police came asking for him twice. We'd like him defended.",
    intent: "area:criminal",
  },
  { message: "dem lef mi mama komot na hospital afta 3 wik fo bill. now we wan sue di hospital. una de do dat kain case?", intent: "area:criminal" },
  { message: "mi aunty, di chief im wef dem de bit am everyday, she run kam na mi os, en now dem de kam fo am", intent: "safety" },
  { message: "wan pharmacist na wi area get case fo sell codeine to pikin. im na mi padi. im nor dae na cell. im need lawyer", intent: "area:criminal" },
  { message: "mi padi se if police arest yu na church dem nor fit charge yu. na tru?", intent: "legal-question" },
  { message: "my mum is a TBA in our village, people are saying she killed a mother in labour and want to stone her. they're gathering", intent: "safety" },
  {
    message:
      "I was arrested in 2022 when the hospital I worked at lost medicine. The charges were dropped but it's still on my record. Can you help with that?",
    intent: "area:criminal",
  },
  { message: "di market pipul dem de chase mi, dem se a tif. a de hide na wan shop", intent: "safety" },
  { message: "ebola treatment centre still dae na Kerry Town?", intent: "off-topic" },
  { message: "can u help me write cv for nurse job at 34 military hospital", intent: "off-topic" },
  {
    message:
      "Please. Two men who said they were CID took my husband from the school where he teaches. The police say they have no record of him. Where can he be?",
    intent: "urgent",
  },
  {
    message: "Nurs dem na Kailahun hospital, two of dem don go wit police. wan na mi sista. dem se na bcos of drugs wey loss. dem still dae",
    intent: "urgent",
  },
  {
    message: "mi broda don komot na cell last wik, bot dem se im get case na magistrate court fo di drug tin. una de handle dat kain case?",
    intent: "area:criminal",
  },
  { message: "Is the Bo bus station open on Sundays? I want to travel to Kenema.", intent: "off-topic" },
  { message: "man dem wey wear mask tek mi uncle na Waterloo last nite. im family de cry. police se dem nor no", intent: "urgent" },
  { message: "mi boss don lock mi sista insay im os. she na house girl. im se she tif moni so she nor fo go anywhere", intent: "urgent" },
  {
    message:
      "I am a pharmacist in Bo. Since the raid last week some boys keep coming to my house at night threatening to burn it. I am scared for my children.",
    intent: "safety",
  },
  { message: "sojas tk my husband frm d house last nite, nw at wilberforce barracks. we nt allowed 2 see him", intent: "urgent" },
  {
    message:
      'My sister went to deliver at a private maternity in Kenema and the owner has kept her since the baby came. They told her she is "on bill". Please is there a lawyer in Kenema?',
    intent: "urgent",
  },
  { message: "Is owing money a crime in Sierra Leone? can my creditor get me arrested?", intent: "legal-question" },
  { message: "teacher arrested at school today, he's my brother. students protested. police hv him", intent: "urgent" },
  {
    message: "some men in a black jeep took my brother outside his shop. no number plate. his phone off since. we don't know if they're police",
    intent: "urgent",
  },
  {
    message:
      "Is there anything you can do? My ex is a soldier and he says he'll kill me if I take the child to the clinic without him. He came today with his gun.",
    intent: "safety",
  },
  { message: "My sister was kept in a maternity ward for 3 weeks over a bill. Now she is home. Would we win if we sue the clinic?", intent: "legal-question" },
  { message: "If a pharmacy is raided and they find expired drugs, can the owner go to prison or is it just a fine?", intent: "legal-question" },
  {
    message: "Hi, I'm a midwife. The husband of a patient who lost her baby keeps calling and threatening to kill me. He knows where I live.",
    intent: "safety",
  },
  { message: "They just came for my mother at the market, they're taking her to the van as I type", intent: "urgent" },
  { message: "dem tek mi pikin na skul, dem se im fet. im dae na police now. im na smol boy", intent: "urgent" },
  {
    message: "Do you represent health workers in criminal cases? Our association has three nurses facing charges after a death on the ward.",
    intent: "area:criminal",
  },
  { message: "wetin una de do if hospital nor lef woman go os afta she born pikin? mi sista na dae now 6 days", intent: "urgent" },
  { message: "the chief's men have said they will beat my mother again if she goes to the police. she's bleeding now", intent: "safety" },
  {
    message:
      "Hello, I am the matron of a private clinic. Police have just walked in and are putting one of my staff nurses into their pick-up. What do I do right now?",
    intent: "urgent",
  },
  {
    message:
      "Is it normal that the hospital in Kenema has put a guard by my father's bed so he doesn't leave? He was discharged on Friday and we still owe them for the operation. He is still there.",
    intent: "urgent",
  },
  { message: "Do you know a good private clinic in Freetown for antenatal?", intent: "off-topic" },
  {
    message: "Soldiers have my cousin, they took him from the market in Daru. Nobody has seen him since. Is your office able to act outside Freetown?",
    intent: "urgent",
  },
  { message: "the headmaster has locked my daughter in the staff room because of unpaid fees, she is still there after school closed", intent: "urgent" },
  { message: "What's the weather going to be in Freetown tomorrow, we have a funeral", intent: "off-topic" },
  { message: "wetin na di best medicine fo malaria fo pikin", intent: "off-topic" },
  {
    message: "The landlord locked my elderly father in the house and took the key because he wants us out. Dad can't get out and he's diabetic.",
    intent: "urgent",
  },
  { message: "pls my mom cant leave the ward they took her clothes and shoes so she wont run. bill is 2.3m", intent: "urgent" },
  {
    message:
      "My father was held by the chief's messengers for a week last year. The chief now says he'll report him to the police for contempt. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "pls a man at d market hit me wit a bottle bcos i refused 2 pay his 'tax', hes still around", intent: "safety" },
  {
    message: "the nurse from our village health post was carried by the police to Moyamba, she is still with them. the people here want her back",
    intent: "urgent",
  },
  { message: "abeg, mi bos don pour hot wata pan mi. a run komot. a de na street now. a nor get usai fo go", intent: "safety" },
  {
    message: "Unknown men held my brother for a week and then dumped him in Waterloo. He is home now. We want justice, can your firm take the matter?",
    intent: "area:criminal",
  },
  { message: "chiefdom police don hol mi wef since satide, dem se na bcos of bush fire. she get small pikin wey de suck bobi", intent: "urgent" },
  { message: "drug raid na we pharmacy today. dem tek mi papa and im apprentis. dem don put dem na cell na Kissy", intent: "urgent" },
  {
    message: "Can my employer keep my passport and not let me leave the compound? I'm a domestic worker. I'm not locked in now but he threatens to.",
    intent: "legal-question",
  },
  { message: "pls which petrol station in Bo has fuel today", intent: "off-topic" },
  { message: "wan nurse don get arest na Jui hospital, na mi fiancée. di family of one patient bin complain. how una go help", intent: "urgent" },
  { message: "soldiers released my husband but kept his phone and money. we want to report them and get a lawyer", intent: "area:criminal" },
  { message: "My brother spent one week in the chiefdom police lockup without seeing a magistrate. Was that legal? He's out now.", intent: "legal-question" },
  { message: "mi pikin na okada rider, soja dem hol am na Lungi since satide. dem se im bike nor get paper. dem nor lef am", intent: "urgent" },
  { message: "Mi wef born bifo yestade. Dem se wi fo pay 3 milion bifo dem lef am. A nor get am. Dem de watch am lek prisona", intent: "urgent" },
  { message: "Can you write a poem for my mum who was just discharged from hospital?", intent: "off-topic" },
  { message: "mi broda na clinic driver, dem tek am yestade. im dae na Pademba Road now", intent: "urgent" },
  { message: "mi pikin na nurse trainee. dem hol am na di school of nursing office wit police. dem se exam leak", intent: "urgent" },
  { message: "pls recipe for pepper soup for woman wey just born", intent: "off-topic" },
  { message: "fire at d pharmacy next door, dey say it was set by d same ppl who threatened us. we r afraid they come 4 us nxt", intent: "safety" },
  {
    message:
      "Private hospital in Freetown is refusing to let my brother leave. He was admitted after an accident, now he is better, they say bill first. They even lock the ward door at night.",
    intent: "urgent",
  },
  { message: "Police came to my grandfather's funeral and arrested my two cousins over a fight. They are in custody now.", intent: "urgent" },
  { message: "Men with cutlasses came to the funeral and attacked my father. We ran. They are still looking for him.", intent: "safety" },
  {
    message: "My cousin was convicted of receiving stolen drugs from the hospital store. We want to appeal. Is that something you do?",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, my brother, a teacher, was taken by military personnel during a search in our area on Tuesday. He is still detained at the military camp. The family is desperate.",
    intent: "urgent",
  },
  { message: "If I was detained by my employer's security for a day, can I take them to court and would I get damages?", intent: "legal-question" },
  {
    message: "A doctor friend of mine is being investigated by the Anti-Corruption Commission over hospital drugs. Not arrested. Do you take such cases?",
    intent: "area:criminal",
  },
  { message: "police want my mum for questioning about d osusu money. she not taken yet. we want a lawyer before she goes", intent: "area:criminal" },
  { message: "mi wef na nurse, dem tek am komot na ward last nite afta wan pikin die. she dae na Lumley police now. abeg", intent: "urgent" },
  { message: "Police came to Bo market and took my husband. They said he sold stolen phones. He's in the cell now.", intent: "urgent" },
  { message: "how do i share a bill on orange money with my friends", intent: "off-topic" },
  { message: "task force don kam na di medicine shop, dem tie mi broda han en put am na van. wetin we fo do", intent: "urgent" },
  { message: "if soldiers held my son and beat him, will the court give us compensation? how much?", intent: "legal-question" },
  {
    message:
      "My mum's pharmacy in Makeni was raided this afternoon. She has been held since then and they want her to sign something. Please advise, she doesn't read well.",
    intent: "urgent",
  },
  { message: "police entered our mosque during jumma and took my father, he is the imam. still held", intent: "urgent" },
  { message: "a bin get arest na market last yia fo sell fake drugs, di case still de go. mi lawyer don lef. a need new wan", intent: "area:criminal" },
  { message: "doctor arrested at gov hosp bo, hes my husband, theyve kept him since yesterday no charge. plz call me", intent: "urgent" },
  { message: "wokman dem na construction site, di foreman don hol wan boy, tie am pan post, se im tif cement. na now now", intent: "urgent" },
  {
    message:
      "My employer had me locked up for two days last month accusing me of theft. I was released without charge. I want to clear my name and take action.",
    intent: "area:criminal",
  },
  { message: "dem kam na nite, man dem wey a nor sabi, dem tek mi broda go. nobody no usai im dae", intent: "urgent" },
  {
    message: "my baby was discharged from NICU yesterday but they say they wont release him to us till we pay. we are outside the gate now. please",
    intent: "urgent",
  },
  { message: "i was admitted to the ward at Kenema govt hospital for typhoid. what food should i eat now i'm home?", intent: "off-topic" },
  { message: "Abeg una, soja dem de carry mi broda now now from di junction. a de watch dem", intent: "urgent" },
  { message: "landlord called police on my mum over rent, they took her to the station this evening. she's still there", intent: "urgent" },
  { message: "How long can police keep someone before they take them to court? Asking because my husband was kept 10 days before.", intent: "legal-question" },
  {
    message: "i'm a nurse, police called me to come and make a statement about missing drug stock. i've not been arrested. i want a lawyer to come with me",
    intent: "area:criminal",
  },
  { message: "mi landlady don hol mi broda na im shop, se we fo pay 6 months rent before she lef am", intent: "urgent" },
  { message: "Can the Pharmacy Board close my shop and detain my staff without a court order?", intent: "legal-question" },
  {
    message:
      "Hello I'm in the US, my dad in Kono was taken by police from the hospital bed where he was getting treatment. Now he's in a cell with his drip removed. Please help today.",
    intent: "urgent",
  },
  { message: "Na di town chief im yon pipul dem hol mi mama. dem se she na witch. dem nor lef am go os", intent: "urgent" },
  { message: "mi wef na nurse. if patient family carry police kam, dem fit tek am witout di hospital permission?", intent: "legal-question" },
  { message: "mi sista nor able komot na hospital. dem se na di bill. na three week now", intent: "urgent" },
  {
    message: "My husband is a nurse and the community youths have accused him of poisoning a child. They are gathering outside our house with sticks.",
    intent: "safety",
  },
  { message: "wetin na di price of paracetamol na pharmacy dis time", intent: "off-topic" },
  { message: "hospital holding my bro coz we cnt pay bill. security at gate wnt let him out. pls wat we do", intent: "urgent" },
  {
    message: "The man my uncle owes money brought police and they took my uncle this morning. He's still at the station. Is owing money even a crime?",
    intent: "urgent",
    also: ["legal-question"],
  },
  {
    message: "The soldiers released my son after 3 days, but they beat him badly. We want to take action against them. Do you handle human rights cases?",
    intent: "area:criminal",
  },
  { message: "market clearance today, they took my sister and her goods, she's at the station now. pls help", intent: "urgent" },
  { message: "di chief im boys dem don tie mi uncle na di court barri. dem se im fo pay fine before dem lef am", intent: "urgent" },
];
