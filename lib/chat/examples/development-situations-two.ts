import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_SITUATIONS_TWO: LabelledMessage[] = [
  // ── urgent ──
  {
    message: "my son is in a cell at Kissy police station since yesterday, how much do you charge",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "police just arrested my husband at his shop in Dove Cot, please help",
    intent: "urgent",
  },
  {
    message: "abeg my broda dem don hold am na Congo Cross station since Friday",
    intent: "urgent",
  },
  {
    message: "CID took my father this morning from our house in Wellington, we don't know why",
    intent: "urgent",
  },
  {
    message: "police dey na we gate now, dem say dem wan take my papa",
    intent: "urgent",
  },
  {
    message: "PLEASE HELP MY BROTHER IS LOCKED UP AT EASTERN POLICE SINCE LAST NIGHT",
    intent: "urgent",
  },
  {
    message: "my wife was arrested at the airport in Lungi by immigration and they are still holding her",
    intent: "urgent",
  },
  {
    message: "soldiers came to our compound in Waterloo and carried my uncle away in their vehicle",
    intent: "urgent",
  },
  {
    message: "ACC officers are at my office right now asking me to follow them to their headquarters",
    intent: "urgent",
  },
  {
    message: "my boy is on remand at Pademba Road since 3 weeks, magistrate refused bail, what can we do",
    intent: "urgent",
  },
  {
    message: "the police are at my door with no warrant, what do I do right now",
    intent: "urgent",
  },
  {
    message: "polis hold mi pikin na Kenema station, dem nor gree for gi am bail",
    intent: "urgent",
  },
  {
    message: "pls my sis arrestd 2day at lumley police stll dey thr cn u help",
    intent: "urgent",
  },
  {
    message: "my frnd hld by police sinc mon no charge no food pls hlp",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I write to inform you that my brother, Mr. Alusine Kargbo, was arrested on Tuesday and is presently detained at the Central Police Station, Freetown, without being charged. We urgently request legal representation for him.",
    intent: "urgent",
  },
  {
    message: "wetin a go do, polis dem don tek mi man commot na os dis morning",
    intent: "urgent",
  },
  {
    message: "they took my son from the house at 2am, the police, and now they wont tell us where he is",
    intent: "urgent",
  },
  {
    message: "my daughter is being held at Aberdeen police station over a phone she says she did not steal",
    intent: "urgent",
  },
  {
    message: "I am writing this from inside the station, they took my phone then gave it back, they say I will sleep here tonight",
    intent: "urgent",
  },
  {
    message: "police in my shop now they want to seal it and take me",
    intent: "urgent",
  },
  {
    message: "My mother is 70 and the police arrested her over a land matter and she is still at Kissy station, we are begging for a lawyer today",
    intent: "urgent",
  },
  {
    message:
      "hi, good morning. I hope you are well. I have been trying to call since morning. My cousin Foday is a okada rider and yesterday there was an accident at Calaba Town, he was not even the one who hit the woman but the police took him and the bike and he is at the station till now. They are asking for money. Please what can we do",
    intent: "urgent",
  },
  {
    message: "brother held at makeni police since sunday what do we do",
    intent: "urgent",
  },
  {
    message: "my husband arested by CID at the port QE2 quay still there",
    intent: "urgent",
  },
  {
    message: "URGENT my boss has been detained by ACC since this morning at their office on Tower Hill",
    intent: "urgent",
  },
  {
    message: "immigration officers have my Guinean worker in their custody since Monday, he has papers",
    intent: "urgent",
  },
  {
    message: "Bonjour, mon frère est détenu par la police à Freetown depuis hier, pouvez-vous nous aider? he speaks little English",
    intent: "urgent",
  },
  {
    message: "police don lock mi broda for 5 days now nor court nor bail, abeg help",
    intent: "urgent",
  },
  {
    message: "the court refused bail for my son today and they have taken him back to Pademba Road",
    intent: "urgent",
  },
  {
    message: "my nephew is in the cells at Bo police station for fighting, he is 16, they are keeping him with adults",
    intent: "urgent",
  },
  {
    message: "officers at my gate now with guns asking for my husband",
    intent: "urgent",
  },
  {
    message: "I just got a call my dad was picked up by soldiers at a checkpoint near Masiaka and they still have him",
    intent: "urgent",
  },
  {
    message: "can a lawyer come to Ross Road station now? my wife is inside since 6 this morning",
    intent: "urgent",
  },
  {
    message: "Mi pikin dem arrest am na skul, dem carry am go station, e nor come back",
    intent: "urgent",
  },
  {
    message: "CID don hold mi boss na office, we all de fred, wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "my son (19) was detained at Waterloo police since saturday. they say he will go to court monday but he has not seen any lawyer. how much is your fee and can someone go today",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "Good afternoon. My name is Mariama. I am a trader at Dove Cot market. Last month I took goods on credit from a Lebanese wholesaler and we had a problem with payment, which I was trying to settle. This morning the police came to the market and arrested my husband instead of me, and he is now in a cell at Central police station. The wholesaler says he will only release him if I pay everything. Can they do this? Please help us",
    intent: "urgent",
  },
  {
    message: "MY FATHER IS DETAINED AT KENEMA POLICE STATION SINCE YESTERDAY PLEASE",
    intent: "urgent",
  },
  {
    message: "the police at my door saying they have a warrant for my son who is sleeping inside. should i open",
    intent: "urgent",
  },
  {
    message: "they are holding my brother at Lumley station and saying he cannot get bail until Monday",
    intent: "urgent",
  },
  {
    message: "polis dem de na mi shop door now, dem want arrest me for goods wey I buy",
    intent: "urgent",
  },
  {
    message:
      "Sir, my client's vehicle was seized and the driver, my employee, is detained at Lungi police since last night. Kindly advise on the nearest available criminal lawyer.",
    intent: "urgent",
  },
  {
    message: "remand again today for my hubby, 3 months now, what can you do",
    intent: "urgent",
  },
  {
    message: "my dauter was taken by police from school in kissy today she is 14",
    intent: "urgent",
  },
  {
    message: "Is Ibrahim Jalloh available? my son is being held by police at Congo Cross right now",
    intent: "urgent",
    also: ["attorney:Ibrahim Jalloh"],
  },
  {
    message: "I need Mr Jalloh urgently my brother is in police custody since 2 days",
    intent: "urgent",
    also: ["attorney:Ibrahim Jalloh"],
  },
  {
    message: "my uncle was arrested yesterday at wellington for land issue he still dey station, also how much una charge",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "wat 2 do polise hld my son sinc wensday at kissy,they beat him",
    intent: "urgent",
  },
  {
    message:
      "Hello. Sorry to disturb. My husband went to Bo on business last week and this morning we got a call from his friend saying he was arrested there and is still at the police station because somebody accused him of fraud. We are in Freetown. I don't know anyone in Bo. Can your office help from here?",
    intent: "urgent",
  },
  { message: "ACC HAVE TAKEN MY HUSBAND, HE IS STILL THERE", intent: "urgent" },
  {
    message: "they took my boyfriend to the station in handcuffs an hour ago",
    intent: "urgent",
  },
  {
    message: "my brother detained by navy at the wharf they say smuggling",
    intent: "urgent",
  },
  {
    message: "Police carry my mama go station for land palaver, she old woman, pls help",
    intent: "urgent",
  },
  {
    message: "he has been in custody 4 days no charge, my brother, at Kissy, is that even legal, need lawyer now",
    intent: "urgent",
  },
  {
    message: "I am at Central police station now with my sister who is detained, they say we need a lawyer to see her",
    intent: "urgent",
  },
  {
    message: "the cops are outside my house in Goderich and I think they are coming for me",
    intent: "urgent",
  },
  {
    message: "hold on police just came in to the office and took my manager away",
    intent: "urgent",
  },
  {
    message: "Dem don tek mi pikin na police since yestade for tiff case, e nor tiff notin",
    intent: "urgent",
  },
  {
    message: "my son is being held at the juvenile centre since last week and nobody tells us anything",
    intent: "urgent",
  },
  {
    message: "my husband was arrested at a checkpoint in Port Loko and is still there, he is a driver",
    intent: "urgent",
  },
  {
    message:
      "Good evening, my apology for writing late. My brother was detained by immigration at the Gbalamuya border yesterday on his way back from Guinea. They say his passport is not valid. He is still with them. Please what should we do?",
    intent: "urgent",
  },
  {
    message: "my friend is in the cell at Aberdeen, the police want 500,000 leones to release him, is that bail?",
    intent: "urgent",
  },
  {
    message: "police raid my compound tonight and took 3 boys including my son",
    intent: "urgent",
  },
  {
    message: "Please I need a lawyer now, my husband is in police custody in Makeni and they say he will be transferred to Freetown tomorrow",
    intent: "urgent",
  },
  {
    message: "my client has been detained by CID at Pademba Road for 72hrs w/o charge, request counsel",
    intent: "urgent",
  },
  {
    message: "officers in plain clothes took my brother from his office in Kingtom, we think it is CID, we cannot find him",
    intent: "urgent",
  },
  {
    message: "my grandson is in police custody for the phone theft at school, he is just 15, help",
    intent: "urgent",
  },
  {
    message: "Abeg una come na Kissy station, mi man de insai since Tuesday",
    intent: "urgent",
  },
  {
    message: "the judge refused bail and my father is back in prison at Pademba road, we want to appeal today",
    intent: "urgent",
  },
  { message: "POLICE AT THE GATE", intent: "urgent" },
  { message: "i am being arrested", intent: "urgent" },
  {
    message: "they are arresting my son right now in front of me",
    intent: "urgent",
  },
  {
    message: "my bro is in lockup since friday, i dnt hv money but he needs lawyer plz",
    intent: "urgent",
  },
  {
    message:
      "My husband is a journalist and he was picked up by police last night after a radio programme. He is still at CID headquarters. We need a lawyer to go there.",
    intent: "urgent",
  },
  {
    message: "ACC don invite mi broda and dem nor release am, e don sleep dae",
    intent: "urgent",
  },
  {
    message: "police arrested my tenant's son in my house and now they want to arrest me too, they are here",
    intent: "urgent",
  },
  {
    message:
      "Hi I hope someone can read this. Long story. My sister married a man in Kenema and they had problems with his family about the house. Last week they quarrelled and he reported her to the police saying she stole his money. Today she went to the station to make a statement and they locked her up and said she will stay there until she pays. She has a baby of 6 months at home. We are in Freetown. Please",
    intent: "urgent",
  },
  {
    message: "can u help my fren dem arrest am na Bo since sunday nite",
    intent: "urgent",
  },
  {
    message: "son in police cell at Ross Road over football fight, can I see him and how much for lawyer",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "Sir the immigration have detained my wife who is Nigerian at their office on Rawdon Street",
    intent: "urgent",
  },
  {
    message: "im in a police cell in Lumley, my friend is typing this for me",
    intent: "urgent",
  },
  {
    message: "my mum's shop was raided and she was taken to the station, she is still there",
    intent: "urgent",
  },
  {
    message:
      "Good day, I am a worker at a mining company in Kono. Our supervisor and two workers were arrested by police after a strike yesterday and they are still in Koidu police station. The company is not helping. Please can your firm represent them?",
    intent: "urgent",
  },
  {
    message: "wetin una fit do? mi broda na remand since 2 months",
    intent: "urgent",
  },
  {
    message: "my son was taken by soldiers in Kailahun, we have not seen him since yesterday",
    intent: "urgent",
  },
  {
    message: "police took my husband from our house without telling us why, please",
    intent: "urgent",
  },
  {
    message: "they have detained my driver and my car at the police checkpoint in Tokeh since morning",
    intent: "urgent",
  },
  { message: "HELP POLICE DON HOLD MI PIKIN NA STATION", intent: "urgent" },
  {
    message: "they put my father in a cell at Hastings station, he is diabetic and needs medication",
    intent: "urgent",
  },
  {
    message:
      "brother held in custody in Congo Cross since wednesday night, police say we must pay for bail, he has not been charged. Is it true bail should be free? can you go there",
    intent: "urgent",
  },
  {
    message: "my son was arrested for a facebook post and is held at CID, please help us today",
    intent: "urgent",
  },
  {
    message: "3 of my staff detained at port by customs and police, we need a lawyer at the quay",
    intent: "urgent",
  },
  {
    message: "my mother is in the station in Moyamba, they say the chief ordered it",
    intent: "urgent",
  },
  {
    message: "my wife was arrestd at the bank this morning they say fraud, she's still at Siaka Stevens St police",
    intent: "urgent",
  },
  {
    message: "we wan lawyer quick quick, polis don tek mi broda wey de drive keke",
    intent: "urgent",
  },
  {
    message: "Bail was refused and he's back in remand. what now?",
    intent: "urgent",
  },
  {
    message: "the police came to the mosque and took our imam, he is at the station",
    intent: "urgent",
  },
  {
    message: "My husband is being held by police in Kambia since 4 days for a debt, they say they will keep him till he pays",
    intent: "urgent",
  },
  { message: "I am in a police station right now", intent: "urgent" },
  {
    message: "my son's friend was arrested with him, both still at kissy police, their families want one lawyer",
    intent: "urgent",
  },
  {
    message:
      "Dear Kamara Chambers, We are writing on behalf of our employee, Mr. Sorie Bangura, who was detained by the Anti-Corruption Commission on 12th instant and remains in custody. We kindly request the urgent assistance of a criminal lawyer. Please advise on availability and fees.",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "my daughter arrested with her friends at a party in Aberdeen last night still not released",
    intent: "urgent",
  },
  {
    message: "the police are searching my house right now and want to take me with them",
    intent: "urgent",
  },
  {
    message: "Police hold mi sista na Waterloo, dem say she fight, e don pass 2 days",
    intent: "urgent",
  },
  {
    message: "military police took my brother from the barracks and we can't reach him",
    intent: "urgent",
  },
  {
    message: "2nd day in custody for my dad at Makeni, they refuse us to see him",
    intent: "urgent",
  },
  {
    message: "my husband is in custody at the Kissy station but i also want to know if i can divorce him after all this",
    intent: "urgent",
    also: ["legal-question"],
  },
  {
    message: "I'm not sure this is the right place but my cousin is at the police station since yesterday and they won't release him",
    intent: "urgent",
  },
  {
    message: "my son dey na cell, the magistrate say remand until next month, una fit help?",
    intent: "urgent",
  },
  {
    message: "my landlord called police and they have taken my husband to the station over rent arrears, he is still there",
    intent: "urgent",
  },
  // ── safety ──
  {
    message: "my husband is beating me right now and I locked myself in the bathroom",
    intent: "safety",
  },
  {
    message: "he said he will kill me tonight when he comes back, I am scared",
    intent: "safety",
  },
  {
    message: "abeg help, mi man de beat me every day, e say e go kill me",
    intent: "safety",
  },
  {
    message: "there is a mob outside my house in Kissy saying I am a thief, they have sticks",
    intent: "safety",
  },
  {
    message: "a man with a cutlass is at my door shouting my name",
    intent: "safety",
  },
  {
    message: "my stepfather is touching my little sister, she is 9, I don't know who to tell",
    intent: "safety",
  },
  {
    message: "I am locked in the room by my husband's family they wont let me out",
    intent: "safety",
  },
  { message: "HE IS HITTING ME HELP", intent: "safety" },
  {
    message: "my ex boyfriend follows me everywhere and says if he can't have me nobody will, he was outside my work today",
    intent: "safety",
  },
  {
    message: "someone is threatening to burn down my house tonight over family land",
    intent: "safety",
  },
  {
    message: "mi boss rape me na office, I fraid for go back, e say e go kill me if I talk",
    intent: "safety",
  },
  {
    message: "my neighbour's child is being beaten every day and they lock her outside at night, she is 7",
    intent: "safety",
  },
  {
    message: "pls hlp my hsband beat me wit belt last nite he say he go finish me 2day",
    intent: "safety",
  },
  {
    message: "I'm afraid for my life, my in-laws say they will kill me for the property of my late husband",
    intent: "safety",
  },
  {
    message: "There is a group of boys outside with machetes and they say they are coming for my son",
    intent: "safety",
  },
  {
    message: "my partner choked me last night and the kids saw, he is still in the house",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I am writing in fear. My husband has repeatedly assaulted me and yesterday threatened me with a knife. I have nowhere to go with my children. Please advise what I can do immediately to be safe.",
    intent: "safety",
  },
  {
    message: "I was raped yesterday by a man in my area and he knows where I live",
    intent: "safety",
  },
  {
    message: "my uncle is abusing my cousin, she is 12 and she told me today",
    intent: "safety",
  },
  {
    message: "dem de threaten me say dem go kill me if I nor leave the land",
    intent: "safety",
  },
  {
    message: "the landlord locked me and my kids inside and took the key, he is outside shouting",
    intent: "safety",
  },
  {
    message: "he broke the door and beat me and my baby is crying, where can I go",
    intent: "safety",
  },
  {
    message: "im scared my husband will kill me he has a gun",
    intent: "safety",
  },
  {
    message:
      "Good evening. I don't really know how to start this. I have been married for 8 years. At first everything was fine but since he lost his job he drinks every night. Last night he beat me so badly I could not open my eye and this morning he told me that if I go to the police he will kill me and the children. He has gone out now but will come back tonight. What can I do?",
    intent: "safety",
  },
  {
    message: "a mob is beating a boy in front of my shop accusing him of stealing a phone, they will kill him",
    intent: "safety",
  },
  {
    message: "my daughter's teacher is sexually abusing her and threatening her not to tell",
    intent: "safety",
  },
  {
    message: "stalker again at my gate tonight, he sends messages saying he watches me",
    intent: "safety",
  },
  {
    message: "my brother-in-law said he will cut me with a cutlass if I come back to the family house",
    intent: "safety",
  },
  {
    message: "she is being beaten by her husband next door, we hear her screaming now",
    intent: "safety",
  },
  {
    message: "Mi nor safe na mi os, mi man don beat me tay mi han broke",
    intent: "safety",
  },
  {
    message: "my wife is threatening to poison me and I found something in my food",
    intent: "safety",
  },
  {
    message: "MY HUSBAND SAID HE WILL KILL ME AND HE HAS A KNIFE",
    intent: "safety",
  },
  {
    message: "someone keeps sending me death threats on whatsapp with pictures of my house",
    intent: "safety",
  },
  {
    message: "I ran away from my husband with my kids and now he is looking for us and says he will kill us, we are hiding at my sister's in Wellington",
    intent: "safety",
  },
  {
    message: "a girl in my compound, 13 years, an older man is forcing her to sleep with him and the family is taking money",
    intent: "safety",
  },
  {
    message: "help i am hiding in the toilet he is banging on the door",
    intent: "safety",
  },
  {
    message: "my father beats my mother every night and tonight he said it will be the last time",
    intent: "safety",
  },
  {
    message: "pikin de suffer, dem de beat am and nor gi am food, na mi neighbour pikin",
    intent: "safety",
  },
  {
    message: "they say they will kill my son if we don't drop the case, they came to our house last night",
    intent: "safety",
  },
  {
    message: "my husband locks me inside the house when he goes to work, I cannot go out for 3 months now",
    intent: "safety",
  },
  {
    message: "I am 16 and my father wants to force me to marry an old man next week and he beats me when I refuse",
    intent: "safety",
  },
  {
    message: "someone attacked me with a cutlass over the boundary and said he will come back to finish me",
    intent: "safety",
  },
  {
    message: "my boyfriend beat me and took my phone, I'm writing from a friend's phone, he is looking for me",
    intent: "safety",
  },
  {
    message: "the secret society people say they will come and take my daughter for initiation by force tonight",
    intent: "safety",
  },
  {
    message: "Sir pls my life is in danger, my business partner sent boys to my house with guns to threaten me",
    intent: "safety",
  },
  {
    message: "he raped me and now he is saying he will kill me if I report",
    intent: "safety",
  },
  {
    message: "my ex-husband came to the house drunk with a knife and said he will kill the new man",
    intent: "safety",
  },
  {
    message: "pls somebody help, dem de beat mi sista now now na street",
    intent: "safety",
  },
  {
    message: "my employer in my house job beats me and keeps my passport, I cannot leave the house",
    intent: "safety",
  },
  {
    message: "i think my husband wants to kill me, he poured petrol around the house yesterday",
    intent: "safety",
  },
  { message: "afraid to go home, husband threatening, help", intent: "safety" },
  {
    message: "my 5 year old said the house boy touched her private parts",
    intent: "safety",
  },
  {
    message: "The people who took our family land came with machetes and said if we come back they will kill us all. We are afraid to sleep at home.",
    intent: "safety",
  },
  {
    message: "Mi fren dem wan jungle justice one boy na Kroo Bay, dem de beat am now",
    intent: "safety",
  },
  {
    message: "a man has been following my daughter from school every day and last night he was at our window",
    intent: "safety",
  },
  {
    message: "i am pregnant and he kicked me in the stomach this morning",
    intent: "safety",
  },
  {
    message: "i'm being beaten by my husband's brothers because I asked for my share of the property, they say they will kill me",
    intent: "safety",
  },
  {
    message: "my husband threatened me with his gun again tonight, he is police, so I cannot go to the police",
    intent: "safety",
  },
  {
    message: "my aunty starves me and beats me with wire, I'm 14, how do I get out",
    intent: "safety",
  },
  {
    message: "wetin I go do? mi man say e go kill me if I lef am, e don beat me tay I bleed",
    intent: "safety",
  },
  {
    message: "we are surrounded by people from the other village who say the land is theirs, they are armed",
    intent: "safety",
  },
  {
    message: "my coworker keeps touching me and says he will hurt me if I tell, he waits for me after work",
    intent: "safety",
  },
  {
    message: "my mother's boyfriend hits me and my brother every night",
    intent: "safety",
  },
  {
    message: "someone threw acid at my sister and now they say I'm next",
    intent: "safety",
  },
  {
    message: "i left my abusive husband but he just texted he is coming to kill me tonight",
    intent: "safety",
  },
  {
    message: "I am a domestic worker and the madam's husband forces himself on me at night",
    intent: "safety",
  },
  {
    message: "my dad is being attacked by a group of youths at the junction over a land dispute right now",
    intent: "safety",
  },
  {
    message:
      "Good morning, I need advice on something very private. My husband and I have been having problems. Yesterday he tied me up and beat me and said next time he will kill me. I am at work now but I am afraid to go home this evening. Please what can I do today?",
    intent: "safety",
  },
  {
    message: "dem don lock me na room since 2 days, mi uncle dem, dem say I go marry di man",
    intent: "safety",
  },
  {
    message: "the man I refused to marry is saying he will kidnap me",
    intent: "safety",
  },
  {
    message: "someone broke in last night and said he would come back to kill me if I talk to police",
    intent: "safety",
  },
  { message: "my step mum burned my hand with a hot iron", intent: "safety" },
  {
    message: "my husband beat my son unconscious yesterday and he says he will do it again",
    intent: "safety",
  },
  { message: "I'm afraid he will kill me. Please.", intent: "safety" },
  {
    message: "help they want to beat me at the market they say i am a witch",
    intent: "safety",
  },
  {
    message: "i received a letter saying my family will be killed if i testify next week",
    intent: "safety",
  },
  {
    message: "my girlfriend's brother came to my house with a gun and is still outside",
    intent: "safety",
  },
  { message: "they are stoning our house right now", intent: "safety" },
  {
    message: "My husband's second wife and her people beat me and said they will kill me if I stay in the compound",
    intent: "safety",
  },
  {
    message: "my sister is being held by her husband who beats her and won't let her call us",
    intent: "safety",
  },
  // ── near misses (not urgent or safety) ──
  {
    message: "my son was arrested last month but he was released on bail, now he has to go to court next week, can you represent him",
    intent: "area:criminal",
  },
  {
    message: "I was released from the police station yesterday, they said I must report every Monday, I need a lawyer for the case",
    intent: "area:criminal",
  },
  {
    message: "I received a summons to appear at the magistrate court in Kissy on the 14th",
    intent: "area:criminal",
  },
  {
    message: "I have a criminal charge next month for assault, I need a defence lawyer",
    intent: "area:criminal",
  },
  {
    message: "my husband used to beat me 5 years ago, can I use that as grounds for divorce now",
    intent: "legal-question",
  },
  {
    message: "my phone was stolen at Lumley beach, how do I make a police report",
    intent: "area:criminal",
  },
  { message: "my landlord threatens to evict me", intent: "area:land" },
  {
    message: "my boss threatened to sack me if I complain about the salary",
    intent: "area:contract",
  },
  {
    message: "how long can the police legally hold someone without charging them",
    intent: "legal-question",
  },
  {
    message: "my brother was arrested in 2019 and the case was never finished, can it still come back",
    intent: "legal-question",
  },
  {
    message: "I was detained last year for 3 days without charge, can I sue the police now",
    intent: "legal-question",
  },
  {
    message: "police invited me to come and make a statement on friday about a car accident, should I bring a lawyer",
    intent: "area:criminal",
  },
  {
    message: "polis don release mi broda on bail, now e get court, una fit stand for am",
    intent: "area:criminal",
  },
  {
    message: "my ex beat me years ago, we're separated now, I want custody of our children",
    intent: "area:family",
  },
  {
    message: "my landlord said he will throw my things out if i dont pay by end of month",
    intent: "area:land",
  },
  {
    message: "my employer keeps threatening to not pay us, 3 months salary owed",
    intent: "area:contract",
  },
  {
    message: "I was accused of stealing at my workplace and they fired me, no police involved",
    intent: "area:contract",
  },
  {
    message: "the police bail my son, he is home now, what happens at the court",
    intent: "area:criminal",
  },
  {
    message: "my husband left us 2 years ago after beating me, now I want maintenance for the kids",
    intent: "area:family",
  },
  {
    message: "my neighbour threatens to take me to court over the fence",
    intent: "area:land",
  },
  {
    message: "the ACC sent me a letter inviting me for an interview next week",
    intent: "area:criminal",
  },
  {
    message: "I was charged with fraud and released on bail, trial starts in January",
    intent: "area:criminal",
  },
  {
    message: "can police arrest you without a warrant in Sierra Leone",
    intent: "legal-question",
  },
  {
    message: "what are my rights if the police stop me at a checkpoint",
    intent: "legal-question",
  },
  {
    message: "is it legal for police to ask money for bail",
    intent: "legal-question",
  },
  {
    message: "my company's container is held by customs at the port for 3 weeks",
    intent: "area:shipping",
  },
  {
    message: "our cargo was detained at Queen Elizabeth quay because of missing documents",
    intent: "area:shipping",
  },
  {
    message: "the ship was arrested in the harbour over unpaid fuel bills, we are the owners",
    intent: "area:shipping",
  },
  {
    message: "mi landlord de threaten say e go pull mi out na di os",
    intent: "area:land",
  },
  {
    message: "my supplier threatened to sue me if I don't pay for the goods",
    intent: "area:contract",
  },
  {
    message: "my business partner threatens to go to the police over our shared money, I want to settle it",
    intent: "area:arbitration",
  },
  {
    message: "I want to report my ex-husband who beat me in 2020, is it too late",
    intent: "legal-question",
  },
  {
    message: "my uncle was in prison for 5 years and now he is free, he wants to claim his land back",
    intent: "area:land",
  },
  {
    message: "my son came out of Pademba Road last week after his case was dismissed, can we get compensation",
    intent: "legal-question",
  },
  {
    message: "they are threatening to take my family land in Waterloo, they went to the Ministry",
    intent: "area:land",
  },
  {
    message: "someone stole my goods from my shop and I know who it is, I want to press charges",
    intent: "area:criminal",
  },
  {
    message: "I need a lawyer for my brother's court date, he is on bail since August",
    intent: "area:criminal",
  },
  {
    message: "the police called me to say I am a suspect in a case, I haven't been arrested",
    intent: "area:criminal",
  },
  {
    message: "divorce, my husband was violent in the past, he is living in Bo now with another woman",
    intent: "area:family",
  },
  {
    message: "my father died and his brothers threaten to take the house from my mother",
    intent: "area:family",
  },
  {
    message: "my employer sacked me without notice after 7 years",
    intent: "area:contract",
  },
  {
    message: "pls my broda dem release am bail, court na 2moro, we nid lawyer",
    intent: "area:criminal",
  },
  {
    message: "I was fined by the court last year for a traffic offence, can I appeal now",
    intent: "legal-question",
  },
  {
    message: "the police gave me a bond to report at the station on Monday morning about a complaint from my neighbour",
    intent: "area:criminal",
  },
  {
    message: "the bank threatens to seize my house for the loan",
    intent: "area:land",
    also: ["area:business"],
  },
  {
    message: "my tenant refuses to leave and threatens to take me to court",
    intent: "area:land",
  },
  {
    message: "my husband's family wants to take my children after his death",
    intent: "area:family",
  },
  {
    message: "I was in police custody last week but they let me go, they kept my phone, how do I get it back",
    intent: "area:criminal",
  },
  {
    message: "can the police search my house without a warrant",
    intent: "legal-question",
  },
  {
    message: "what happens if someone misses their bail date",
    intent: "legal-question",
  },
  {
    message: "my employer withholds my NASSIT contributions",
    intent: "area:contract",
  },
  {
    message: "I got a letter from the court about a debt case against my shop",
    intent: "area:contract",
  },
  {
    message: "my business was sealed by NRA for tax, we want to reopen",
    intent: "area:business",
  },
  {
    message: "the immigration office refused to renew my work permit and my employer says he will sack me",
    intent: "area:contract",
  },
  {
    message: "my landlord cut the electricity to force me out",
    intent: "area:land",
  },
  {
    message: "I need to bail someone out next week when he comes to court, how does bail work in Sierra Leone",
    intent: "legal-question",
  },
  {
    message: "my girlfriend's family reported me to the police for pregnancy, I have a hearing in two weeks",
    intent: "area:criminal",
  },
  {
    message: "the lady I bought land from sold it again to another man, they threaten me",
    intent: "area:land",
  },
  {
    message: "my daughter wants to divorce her husband, he abused her before but she is at our house now and safe",
    intent: "area:family",
  },
  {
    message: "my staff stole from the company, how do we take him to court",
    intent: "area:criminal",
  },
  {
    message: "last year soldiers took my land in Kono and nothing happened, I want it back",
    intent: "area:land",
  },
  {
    message: "is it a crime to insult someone on facebook",
    intent: "legal-question",
  },
  {
    message: "what is the punishment for assault in sierra leone",
    intent: "legal-question",
  },
  {
    message: "my brother was arrested in Guinea last year and deported home, now he wants to register a business here",
    intent: "area:business",
  },
  {
    message: "my criminal case at the high court was adjourned again, my lawyer is not responding, I want a new lawyer",
    intent: "area:criminal",
  },
  {
    message: "I was a witness to a robbery and the police want me to testify, do I need a lawyer",
    intent: "legal-question",
  },
  {
    message: "my husband threatened to marry a second wife if I don't give him a son",
    intent: "area:family",
  },
  {
    message: "my driver crashed the company car and the owner threatens to make me pay",
    intent: "area:contract",
  },
  {
    message: "I spent 2 nights in a cell last month for nothing, I want to take action against the police",
    intent: "area:criminal",
  },
  {
    message: "the chief threatens to fine my family if we don't give our land for the project",
    intent: "area:land",
  },
  // ── legal-question ──
  {
    message: "will I get custody of my children if I divorce him",
    intent: "legal-question",
  },
  {
    message: "how many years in prison for stealing a motorbike",
    intent: "legal-question",
  },
  {
    message: "is it legal for my landlord to increase rent twice in one year",
    intent: "legal-question",
  },
  {
    message: "can my employer sack me for being pregnant",
    intent: "legal-question",
  },
  {
    message: "do I have a case against the company that sacked me without notice",
    intent: "legal-question",
  },
  {
    message: "should I sign this contract my boss gave me, it says I can't work for another company for 5 years",
    intent: "legal-question",
  },
  {
    message: "what will the court decide if both of us have documents for the same land",
    intent: "legal-question",
  },
  {
    message: "wetin di court go do if I nor pay di loan",
    intent: "legal-question",
  },
  {
    message: "if I divorce my husband, will I get half of the house",
    intent: "legal-question",
  },
  {
    message: "can my husband take my children to Guinea without my permission",
    intent: "legal-question",
  },
  {
    message: "is it legal to build on family land without asking the other family members",
    intent: "legal-question",
  },
  {
    message: "my landlord wants me out in 1 week, can he do that",
    intent: "legal-question",
  },
  {
    message: "will I win if I take my former employer to court for unpaid salary",
    intent: "legal-question",
  },
  {
    message: "how much compensation will the court give for unfair dismissal",
    intent: "legal-question",
  },
  {
    message: "can they deport my wife if our marriage is not registered",
    intent: "legal-question",
  },
  {
    message: "What are my rights as a tenant in Freetown",
    intent: "legal-question",
  },
  {
    message: "I was wondering whether a verbal agreement to sell land is valid in Sierra Leone",
    intent: "legal-question",
  },
  {
    message: "Can a woman inherit her father's land in the provinces",
    intent: "legal-question",
  },
  {
    message: "my wife left me, do I have to pay maintenance for children that are not mine",
    intent: "legal-question",
  },
  {
    message: "is it against the law to keep a child's birth certificate from the father",
    intent: "legal-question",
  },
  {
    message: "If my father died without a will, who gets his house",
    intent: "legal-question",
  },
  {
    message: "can police seize my car because my brother used it in a crime",
    intent: "legal-question",
  },
  {
    message: "my business partner took money from our account without telling me, is that a crime",
    intent: "legal-question",
  },
  {
    message: "cn my landlod keep my deposit wen i leave",
    intent: "legal-question",
  },
  {
    message: "wat r my rights if my boss nor pay me 3 months",
    intent: "legal-question",
  },
  {
    message: "Dear Sir/Madam, I write to enquire whether a company director can be held personally liable for the company's debts in Sierra Leone.",
    intent: "legal-question",
  },
  {
    message: "my ship cargo was damaged at sea, who is responsible, the shipping line or the insurer",
    intent: "legal-question",
  },
  {
    message: "will the court let me adopt my late sister's child",
    intent: "legal-question",
  },
  {
    message: "if I sign the mediation agreement can I still go to court later",
    intent: "legal-question",
  },
  {
    message: "Is a customary marriage legally recognised for divorce",
    intent: "legal-question",
  },
  {
    message: "abeg, if a man marry two wives, who go get di os wen e die",
    intent: "legal-question",
  },
  {
    message: "do I have to pay my ex-husband's debts after divorce",
    intent: "legal-question",
  },
  {
    message: "is it legal for my employer to cut my salary without telling me",
    intent: "legal-question",
  },
  {
    message: "can the chief sell our family land without our consent",
    intent: "legal-question",
  },
  {
    message: "how long does a land case take in the high court",
    intent: "legal-question",
  },
  {
    message: "what sentence for a first offender found with weed",
    intent: "legal-question",
  },
  {
    message: "my friend borrowed money and refused to pay back, can I have him arrested",
    intent: "legal-question",
  },
  {
    message: "can I be sued for a post I made on facebook",
    intent: "legal-question",
  },
  {
    message: "is my tenancy agreement still valid if the landlord sold the house",
    intent: "legal-question",
  },
  {
    message: "if my boss fires me today, does he have to pay me end of service benefits",
    intent: "legal-question",
  },
  {
    message: "will I lose my business licence if I don't renew it on time",
    intent: "legal-question",
  },
  {
    message: "can customs keep my container if I have paid the duty",
    intent: "legal-question",
  },
  {
    message: "the other driver hit my car, do I have a case against him",
    intent: "legal-question",
  },
  {
    message: "can my landlord enter my room when I am not there",
    intent: "legal-question",
  },
  {
    message: "i signed a contract but the company changed the terms, can i cancel it",
    intent: "legal-question",
  },
  { message: "can my husband stop me from working", intent: "legal-question" },
  {
    message: "what happens to my children if I remarry",
    intent: "legal-question",
  },
  {
    message: "is a land document signed only by the chief valid",
    intent: "legal-question",
  },
  {
    message: "Do I need my husband's permission to get a passport for our daughter",
    intent: "legal-question",
  },
  {
    message: "is it legal for a school to keep my child's results because of unpaid fees",
    intent: "legal-question",
  },
  {
    message: "wetin na mi right if mi man lef me wit 3 pikin",
    intent: "legal-question",
  },
  {
    message: "can I get bail for murder in sierra leone",
    intent: "legal-question",
  },
  {
    message: "how many years do you get for rape in sierra leone",
    intent: "legal-question",
  },
  {
    message: "can my employer force me to work on Sundays without extra pay",
    intent: "legal-question",
  },
  {
    message: "if I pay the debt now, will the case against me be dropped",
    intent: "legal-question",
  },
  { message: "mi broda sell mi papa lan, e legal?", intent: "legal-question" },
  {
    message: "I rented a shop and the landlord sold it, will I get my money back",
    intent: "legal-question",
  },
  { message: "is a will written by hand valid", intent: "legal-question" },
  {
    message: "can a foreigner own land in Sierra Leone",
    intent: "legal-question",
  },
  {
    message: "my contract ended and they did not renew, can I claim anything",
    intent: "legal-question",
  },
  {
    message: "WILL THE COURT GIVE ME MY MONEY BACK IF THE MAN WHO SOLD ME THE LAND DISAPPEARS",
    intent: "legal-question",
  },
  {
    message: "should I accept the settlement they offered or go to court",
    intent: "legal-question",
  },
  {
    message: "if the arbitrator decides against me, can I appeal",
    intent: "legal-question",
  },
  {
    message: "is it true that after 12 years on land it becomes yours",
    intent: "legal-question",
  },
  {
    message: "can my father in law chase me out of my late husband's house",
    intent: "legal-question",
  },
  {
    message: "do I have to go to court for a divorce if we married in the mosque",
    intent: "legal-question",
  },
  {
    message: "my shipping agent lost my documents, can I claim from him",
    intent: "legal-question",
  },
  {
    message: "what does the law say about child labour in Sierra Leone",
    intent: "legal-question",
  },
  {
    message: "can I refuse to give a statement to the police",
    intent: "legal-question",
  },
  {
    message: "Kushe, I want to know if my wife can take everything in the divorce because the house is in her name",
    intent: "legal-question",
  },
  // ── off-topic ──
  {
    message: "write a love letter to my wife for our anniversary",
    intent: "off-topic",
  },
  { message: "land cruiser price in freetown", intent: "off-topic" },
  {
    message: "what happened in the court case in that TV series Suits season 2",
    intent: "off-topic",
  },
  {
    message: "make a contract for my football team in FIFA game career mode",
    intent: "off-topic",
  },
  {
    message: "police recruitment 2026 form where to get it",
    intent: "off-topic",
  },
  {
    message: "family recipe for cassava leaves with palm oil",
    intent: "off-topic",
  },
  { message: "what is the weather in Freetown tomorrow", intent: "off-topic" },
  {
    message: "write a poem about justice for my school competition",
    intent: "off-topic",
  },
  { message: "who won the Leone Stars match yesterday", intent: "off-topic" },
  { message: "how do I cook groundnut soup", intent: "off-topic" },
  { message: "best court shoes for women", intent: "off-topic" },
  { message: "price of land in Lumley per town lot", intent: "off-topic" },
  {
    message: "how much is a flight from Freetown to Accra",
    intent: "off-topic",
  },
  { message: "tell me a joke about lawyers", intent: "off-topic" },
  {
    message: "help me with my homework: what is the capital of Australia",
    intent: "off-topic",
  },
  { message: "my phone is not charging what do I do", intent: "off-topic" },
  { message: "write a speech for my brother's wedding", intent: "off-topic" },
  {
    message: "write an application letter for a job at the bank",
    intent: "off-topic",
  },
  { message: "how to reset my Orange money pin", intent: "off-topic" },
  {
    message: "what is the exchange rate of dollar to leones today",
    intent: "off-topic",
  },
  {
    message: "give me a story about a judge and a thief for my children",
    intent: "off-topic",
  },
  { message: "how to draw a family tree for school", intent: "off-topic" },
  {
    message: "write a short essay on the importance of the rule of law for my WASSCE",
    intent: "off-topic",
  },
  { message: "which is better, Arsenal or Chelsea", intent: "off-topic" },
  { message: "what time does the ferry leave Tagrin", intent: "off-topic" },
  { message: "how to make ginger beer", intent: "off-topic" },
  { message: "who is the president of Sierra Leone", intent: "off-topic" },
  { message: "best beaches near Freetown", intent: "off-topic" },
  {
    message: "write a birthday message for my mother-in-law",
    intent: "off-topic",
  },
  { message: "how many players are in a basketball team", intent: "off-topic" },
  { message: "recipe for jollof rice sierra leone style", intent: "off-topic" },
  {
    message: "what does the word 'acquittal' mean in French",
    intent: "off-topic",
  },
  { message: "price of cement bag in Bo", intent: "off-topic" },
  { message: "wetin na di price of rice bag dis week", intent: "off-topic" },
  { message: "abeg write me a song for my girlfriend", intent: "off-topic" },
  { message: "how do I open a gmail account", intent: "off-topic" },
  { message: "translate 'good morning' into Temne", intent: "off-topic" },
  { message: "my laptop is slow, how do I fix it", intent: "off-topic" },
  {
    message: "write a cover letter for a paralegal internship",
    intent: "off-topic",
  },
  { message: "when is the next Premier League game", intent: "off-topic" },
  {
    message: "how to become a police officer in sierra leone height requirement",
    intent: "off-topic",
  },
  { message: "suggest a name for my new shop", intent: "off-topic" },
  { message: "how to plant pepper in my backyard", intent: "off-topic" },
  { message: "write a prayer for my family", intent: "off-topic" },
  {
    message: "what is the best phone under 2 million leones",
    intent: "off-topic",
  },
  { message: "how much does a keke cost brand new", intent: "off-topic" },
  { message: "explain photosynthesis for class 5", intent: "off-topic" },
  {
    message: "which movie is about a lawyer defending an innocent man",
    intent: "off-topic",
  },
  { message: "who wrote To Kill a Mockingbird", intent: "off-topic" },
  { message: "what is the population of Makeni", intent: "off-topic" },
  { message: "write a wedding vow for me and my fiancee", intent: "off-topic" },
  { message: "is it going to rain in Bo this weekend", intent: "off-topic" },
  { message: "give me a quiz about Sierra Leone history", intent: "off-topic" },
  {
    message: "write a poem for my late grandmother's funeral",
    intent: "off-topic",
  },
  {
    message: "how much is a container of second hand clothes in the market",
    intent: "off-topic",
  },
  { message: "what is the best hotel in Aberdeen", intent: "off-topic" },
  { message: "solve 3x + 5 = 20", intent: "off-topic" },
  {
    message: "write a resignation letter template for me",
    intent: "off-topic",
  },
  {
    message: "recommend a good novel about a prison escape",
    intent: "off-topic",
  },
  { message: "how do I make my whatsapp status private", intent: "off-topic" },
  {
    message: "what is the land area of Sierra Leone in square km",
    intent: "off-topic",
  },
  {
    message: "what is the meaning of the Sierra Leone flag colours",
    intent: "off-topic",
  },
  {
    message: "write a motivational speech for my football team before the final",
    intent: "off-topic",
  },
  { message: "judge dredd film where can i watch it", intent: "off-topic" },
  { message: "how to make palm wine", intent: "off-topic" },
  {
    message: "what is the speed limit for ships in the ocean, for my science project",
    intent: "off-topic",
  },
  {
    message: "my child's homework: name 3 rights of a child in the UN convention",
    intent: "off-topic",
  },
  {
    message: "how do i update my facebook profile picture",
    intent: "off-topic",
  },
  {
    message: "what is the price of a plot in Waterloo now",
    intent: "off-topic",
  },
  { message: "WHAT IS THE SCORE OF BARCELONA GAME", intent: "off-topic" },
];
